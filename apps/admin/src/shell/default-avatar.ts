/**
 * The avatar of a user who has none: the first letter of the name on the theme-neutral grey circle
 * mature admin products show. An image (with empty alt) rather than the chrome's letter fallback, so
 * the user button's accessible name ('user menu: name') contains all of its visible text.
 * @example
 * <img src={defaultAvatar('管理员')} alt="" />
 */
export function defaultAvatar(name: string): string {
  const letter = escapeXml(Array.from(name.trim())[0]?.toUpperCase() ?? '?');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    '<circle cx="32" cy="32" r="32" fill="#8c8c8c"/>' +
    `<text x="32" y="42" font-size="28" font-family="sans-serif" text-anchor="middle" fill="#fff">${letter}</text>` +
    '</svg>';
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
