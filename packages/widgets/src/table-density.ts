/**
 * How tightly a table's rows sit (ProTable's 默认 / 中等 / 紧凑): the cell padding, nothing else, so the
 * text stays readable at every density.
 */
export type TableDensity = 'default' | 'medium' | 'compact';

export const TABLE_DENSITIES: readonly TableDensity[] = ['default', 'medium', 'compact'];

export const isTableDensity = (value: unknown): value is TableDensity =>
  typeof value === 'string' && (TABLE_DENSITIES as readonly string[]).includes(value);
