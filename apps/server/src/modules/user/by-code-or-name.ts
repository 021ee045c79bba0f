/**
 * Finds records by code or, failing that, by a name only one record has (two organisations may share a
 * name; a sheet must then give the code).
 */
export function byCodeOrName(rows: { id: string; enCode: string | null; fullName: string }[]) {
  const codes = new Map(rows.filter((r) => r.enCode).map((r) => [r.enCode as string, r.id]));
  const names = new Map<string, string | null>();
  for (const r of rows) names.set(r.fullName, names.has(r.fullName) ? null : r.id);
  return (text: string) => codes.get(text) ?? names.get(text) ?? undefined;
}
