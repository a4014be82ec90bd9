import { ADMIN_CONTENT_LIST_MAX } from '@satsino/contract/content';
import type {
  AdminPage,
  AdminPageCreate,
  AdminPageUpdate,
  PageTranslation,
} from '@satsino/contract/content-admin';
import type { TranslatableResource } from '../admin/translatable-resource.js';
import { contentErrors } from '../content.errors.js';
import { presentAdminPage } from './pages.presenter.js';
import { type PageChanges, type PageRow, pageStore } from './pages.repo.js';

/** The operator's website pages (policies, "about us"). */
export const pageAdminResource: TranslatableResource<{
  row: PageRow;
  changes: PageChanges;
  texts: PageTranslation;
  create: AdminPageCreate;
  update: AdminPageUpdate;
  view: AdminPage;
}> = {
  target: 'page',
  store: pageStore,
  listMax: ADMIN_CONTENT_LIST_MAX,
  notFound: contentErrors.pageNotFound,
  taken: () => contentErrors.taken('slug'),
  toInsert: (body) => ({
    slug: body.slug,
    position: body.position,
    inFooter: body.in_footer,
    status: 'draft',
  }),
  toChanges: (body) => ({
    ...(body.slug !== undefined && { slug: body.slug }),
    ...(body.position !== undefined && { position: body.position }),
    ...(body.in_footer !== undefined && { inFooter: body.in_footer }),
  }),
  present: presentAdminPage,
  describe: (row) => ({ slug: row.slug, status: row.status }),
  publication: {
    publish: () => ({ status: 'published' }),
    unpublish: () => ({ status: 'draft' }),
  },
};
