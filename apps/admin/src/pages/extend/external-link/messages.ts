/** Texts of the external-link demo's own route (zh source). */
export const externalLinkMessages = {
  text: {
    id: 'admin.externalLink.text',
    message: '此菜单在新窗口中打开外部链接：',
  },
  open: { id: 'admin.externalLink.open', message: '在新窗口中打开' },
} as const;
