import { isApiError } from '@pmc/api-client';
import { useTabDetail } from '@pmc/layout/react';
import type { SavedViewsPort } from '@pmc/widgets/kit';
import { api } from '../app/api.ts';

/** A view the caller may not see answers 404 (docs/guide/pages.md#saved-views): the kit then opens the default. */
const notVisible = (error: unknown) => isApiError(error) && (error.code === 404 || error.status === 404);

/**
 * The kit's saved views port on the API's `savedView` endpoints; the request core shows what failed.
 * The applied view's name goes into the page's tab (`useTabDetail`), which the document title follows
 * (`router/route-title.tsx`): "<page> · <view name>".
 */
export const savedViewsPort: SavedViewsPort = {
  list: async (pageId) => (await api.savedView.list({ pageId })).list,
  info: async (id) => {
    try {
      return await api.savedView.info({ id });
    } catch (error) {
      if (notVisible(error)) return null;
      throw error;
    }
  },
  create: (input) => api.savedView.create(input),
  update: (id, patch) => api.savedView.update({ id }, patch),
  remove: (id) => api.savedView.remove({ id }),
  setDefault: (pageId, viewId) => api.savedView.setDefault({ pageId, viewId }),
  useTitle: useTabDetail,
};
