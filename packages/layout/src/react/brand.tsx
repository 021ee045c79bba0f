import type { ReactNode } from 'react';

/** The logo and system title, linking to '/'. */
export function Brand({
  title,
  logo,
  onNavigate,
}: {
  title: string;
  logo?: ReactNode;
  onNavigate: (path: string) => void;
}) {
  return (
    <a
      className="pmc-brand"
      href="/"
      onClick={(event) => {
        event.preventDefault();
        onNavigate('/');
      }}
    >
      {logo ?? (
        <span className="pmc-brand__mark" aria-hidden="true">
          {title.slice(0, 1)}
        </span>
      )}
      <span className="pmc-brand__title">{title}</span>
    </a>
  );
}
