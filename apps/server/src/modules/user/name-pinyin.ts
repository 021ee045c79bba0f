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
        return sql`(${row.id}, ${full}, ${nameInitials})`;
      }),
      sql`, `,
    );
    await db.execute(sql`
      update users set name_pinyin = v.p, name_initials = v.i
      from (values ${values}) as v(id, p, i)
      where users.id = v.id and users.name_pinyin is null`);
    filled += rows.length;
  }
}
