export default {
  'admin.externalLink.text': '此選單在新視窗中開啟外部連結：',
  'admin.externalLink.open': '在新視窗中開啟',
};
