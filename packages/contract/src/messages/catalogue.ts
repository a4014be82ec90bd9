/**
 * The texts of ../catalogue.ts's answers, apart from its schemas: errors.ts and the web's first
 * page read them without building any schema (issue 12).
 */
export const CATALOGUE_MESSAGES = {
  gameNotFound: 'Game not found',
  categoryNotFound: 'Category not found',
  providerNotFound: 'Provider not found',
  slugTaken: 'This slug is already taken',
  codeTaken: 'A category with this code already exists',
  gameIdTaken: 'A game with this id already exists',
  unknownCategory: 'No category has this id',
  unknownProvider: 'No provider has this id',
  unknownVariant: 'This engine has no such variant',
  gameInUse: 'This game has played rounds: unpublish it instead',
  categoryInUse: 'Games have this as their primary category: move them first',
  providerInUse: 'This studio still has games: move or delete them first',
  limitWindow: 'limitto must not be below limitfrom',
  slugRequired: 'Give a slug: the name has no letters or digits to make one',
} as const;
