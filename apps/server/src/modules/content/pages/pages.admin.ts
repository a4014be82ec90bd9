import type {
  AdminPage,
  AdminPageCreate,
  AdminPageUpdate,
  PageTranslation,
} from '@satsino/contract/content';
import type { AdminResourceSpec } from '../admin/admin-service.js';
import { contentErrors } from '../content.errors.js';
import { presentAdminPage } from './pages.presenter.js';
import { type PageChanges, type PageRow, pageStore } from './pages.repo.js';

/** Operator writes of website pages. */
export const pageAdminSpec: AdminResourceSpec<
  PageRow,
  PageChanges,
  PageChanges,
  PageTranslation,
  AdminPageCreate,
  AdminPageUpdate,
  AdminPage
> = {
  store: pageStore,
  notFound: contentErrors.pageNotFound,
  uniqueField: 'slug',
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
  publish: () => ({ status: 'published' }),
  unpublish: () => ({ status: 'draft' }),
  present: presentAdminPage,
};
