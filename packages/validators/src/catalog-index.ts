// `@pmc/validators/catalog`: what needs every translation at once. Kept out of the index, whose static
// imports of the locale files would otherwise put them in every consumer's entry chunk; the index
// has `validatorsLazyCatalog`, whose en and zhtw are fetched on first use.

export { validatorsCatalog } from './catalog.ts';
export { formatRelativeTime } from './format/format-relative-time.ts';
export { renderMessage } from './render-message.ts';
