import {
  BLOG_CATEGORY_ID,
  type BlogListRequest,
  type BlogPost,
  type BlogPostSummary,
  type ContentCategory,
  type PostKind,
  PROMOTIONS_CATEGORY_ID,
  PROMOTIONS_PAGE_SIZE,
  PROVIDENT_POSTS_PER_CATEGORY,
  type PromotionsResponse,
  type ProvidentResponse,
} from '@satsino/contract/content';
import type { Locale } from '@satsino/contract/locales';
import type { Db } from '../../../db/connection.js';
import { contentErrors } from '../content.errors.js';
import { localesToLoad, pickTranslation, withTranslations } from '../content.locale.js';
import { presentPost, presentPostSummary } from './posts.presenter.js';
import {
  countVisiblePosts,
  findVisiblePost,
  listVisiblePosts,
  type PostRow,
  postTranslations,
} from './posts.repo.js';

export interface PostsService {
  listBlog(window: BlogListRequest, locale: Locale): Promise<BlogPostSummary[]>;
  getPost(kind: PostKind, idOrSlug: string, locale: Locale): Promise<BlogPost>;
  provident(filter: 'categories' | 'promotions', locale: Locale): Promise<ProvidentResponse>;
  promotions(page: number, columns: number, locale: Locale): Promise<PromotionsResponse>;
}

/** The "categories" of the blog: its posts (id 1) and its promotions (id 2, SPEC §3). */
const CATEGORIES = [
  { id: BLOG_CATEGORY_ID, slug: 'blog', kind: 'post' },
  { id: PROMOTIONS_CATEGORY_ID, slug: 'promotions', kind: 'promotion' },
] as const;

/** What players and guests read: published posts and promotions, in their locale. */
export function createPostsService(deps: { db: Db; now: () => Date }): PostsService {
  const { db } = deps;

  async function summaries(rows: PostRow[], locale: Locale): Promise<BlogPostSummary[]> {
    const texts = await postTranslations(
      db,
      rows.map((row) => row.id),
      localesToLoad(locale),
    );
    return withTranslations(rows, texts, (row) => row.postId, locale).map(([row, translation]) =>
      presentPostSummary(row, translation),
    );
  }

  const list = (kind: PostKind, offset: number, limit: number) =>
    listVisiblePosts(db, {
      kind,
      offset,
      limit,
      now: deps.now(),
      order: kind === 'promotion' ? 'position' : 'newest',
    });

  return {
    async listBlog(window, locale) {
      const rows = await list('post', window.limit_from, window.limit_to - window.limit_from);
      return summaries(rows, locale);
    },

    async getPost(kind, idOrSlug, locale) {
      const row = await findVisiblePost(db, { kind, idOrSlug, now: deps.now() });
      const notFound =
        kind === 'promotion' ? contentErrors.promotionNotFound : contentErrors.postNotFound;
      if (!row) throw notFound();
      const translation = pickTranslation(
        await postTranslations(db, [row.id], localesToLoad(locale)),
        locale,
      );
      if (!translation) throw notFound();
      return presentPost(row, translation);
    },

    async provident(filter, locale) {
      if (filter === 'promotions') {
        const rows = await list('promotion', 0, PROVIDENT_POSTS_PER_CATEGORY);
        return { filter, promotions: await summaries(rows, locale) };
      }
      const categories: ContentCategory[] = [];
      for (const category of CATEGORIES) {
        const rows = await list(category.kind, 0, PROVIDENT_POSTS_PER_CATEGORY);
        categories.push({
          ...category,
          total: await countVisiblePosts(db, category.kind, deps.now()),
          posts: await summaries(rows, locale),
        });
      }
      return { filter, categories };
    },

    async promotions(page, columns, locale) {
      const from = (page - 1) * PROMOTIONS_PAGE_SIZE;
      const rows = await list('promotion', from, PROMOTIONS_PAGE_SIZE);
      return {
        promotions: await summaries(rows, locale),
        info: {
          category_id: PROMOTIONS_CATEGORY_ID,
          columns,
          from,
          to: from + PROMOTIONS_PAGE_SIZE,
          page,
          total: await countVisiblePosts(db, 'promotion', deps.now()),
        },
      };
    },
  };
}
