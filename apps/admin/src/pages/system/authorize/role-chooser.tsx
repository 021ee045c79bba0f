import { loadPinyin, matchesText, type PinyinConverter, searchableText } from '@pmc/i18n/pinyin';
import { Input, useTranslate } from '@pmc/ui';
import { useEffect, useMemo, useState } from 'react';
import { authorizeMessages as m } from '../../permission/messages.ts';

export interface RoleChoice {
  id: string;
  fullName: string;
  enCode: string;
}

export interface RoleChooserProps {
  roles: readonly RoleChoice[];
  chosen: string | null;
  onChoose: (id: string) => void;
}

/** The roles on the left of the authorize screen, found by name, code, pinyin or initials (ybyg finds 普通员工's initials). */
export function RoleChooser({ roles, chosen, onChoose }: RoleChooserProps) {
  const t = useTranslate();
  const [keyword, setKeyword] = useState('');
  const [toPinyin, setToPinyin] = useState<PinyinConverter | null>(null);
  useEffect(() => {
    let live = true;
    void loadPinyin().then((convert) => live && setToPinyin(() => convert));
    return () => {
      live = false;
    };
  }, []);
  const searchable = useMemo(
    () =>
      roles.map((role) => ({
        role,
        text: searchableText(role.fullName, toPinyin),
        code: role.enCode.toLowerCase(),
      })),
    [roles, toPinyin],
  );
  const shown = searchable.filter(
    ({ text, code }) => matchesText(text, keyword) || code.includes(keyword.trim().toLowerCase()),
  );
  return (
    <nav className="perm-role-chooser" aria-label={t(m.roles)}>
      <Input
        type="search"
        aria-label={t(m.roleSearch)}
        placeholder={t(m.roleSearch)}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <ul>
        {shown.map(({ role }) => (
          <li key={role.id}>
            <button
              type="button"
              className="perm-role-choice"
              aria-current={chosen === role.id ? 'true' : undefined}
              onClick={() => onChoose(role.id)}
            >
              {role.fullName}
              <code className="perm-grant-code">{role.enCode}</code>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
