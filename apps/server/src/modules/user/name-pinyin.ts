import { isNull, sql } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';

const HAN = /\p{Script=Han}/u;
// Staff lists repeat names; converting each distinct name once keeps the 100,000-user seed fast.
const memo = new Map<string, { namePinyin: string; nameInitials: string }>();

/**
 * Pinyin (no tones, no spaces) and initials of a person's name, the first character read as a surname
 * (单 shan, 曾 zeng); '' for a name without Chinese characters (its letters match as they are).
 *
 * @example
 * namePinyin('张三'); // { namePinyin: 'zhangsan', nameInitials: 'zs' }
 */
export function namePinyin(name: string): { namePinyin: string; nameInitials: string } {
  let known = memo.get(name);
  if (!known) {
    const syllables = HAN.test(name)
      ? pinyin(name, { toneType: 'none', type: 'array', nonZh: 'removed', surname: 'head' })
      : [];
    known = {
      namePinyin: syllables.join('').toLowerCase(),
      nameInitials: syllables.map((s) => s.charAt(0).toLowerCase()).join(''),
    };
    if (memo.size < 50_000) memo.set(name, known);
  }
  return known;
}

/**
 * The stored search columns of a name, written with `real_name` by every path that writes it (create,
 * update, import, profile, restore, seeds): pinyin, initials and the name they were computed from. A
 * write of the name without them leaves `name_pinyin_of` behind, and a trigger (0027) clears the
 * pinyin for fillNamePinyin to compute again, so a stale spelling is never searched.
 */
export function namePinyinColumns(realName: string) {
  return { ...namePinyin(realName), namePinyinOf: realName };
}

/** `values` with the pinyin columns of its `realName`, when it writes one. */
export function withNamePinyin<T extends object>(values: T): T {
  const { realName } = values as { realName?: unknown };
  return typeof realName === 'string' ? { ...values, ...namePinyinColumns(realName) } : values;
}

/**
 * Computes the pinyin of every user still without it (new rows written without it, renamed users, rows
 * from before the column existed), a thousand at a time; answers how many it filled. Cheap when there
 * are none: a partial index holds exactly those rows.
 */
export async function fillNamePinyin(db: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: users.id, realName: users.realName })
      .from(users)
      .where(isNull(users.namePinyin))
      .limit(1000);
    if (rows.length === 0) return filled;
    const values = sql.join(
      rows.map((row) => {
        const { namePinyin: full, nameInitials } = namePinyin(row.realName);
        return sql`(${row.id}, ${full}, ${nameInitials}, ${row.realName})`;
      }),
      sql`, `,
    );
    await db.execute(sql`
      update users set name_pinyin = v.p, name_initials = v.i, name_pinyin_of = v.n
      from (values ${values}) as v(id, p, i, n)
      where users.id = v.id and users.name_pinyin is null and users.real_name = v.n`);
    filled += rows.length;
  }
}
