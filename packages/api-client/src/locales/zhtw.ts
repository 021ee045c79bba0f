export default {
  'apiClient.requestFailed': '請求出錯，請重試',
  'apiClient.serverBusy': '伺服器繁忙，請稍後重試',
  'apiClient.requestId': '請求編號：{id}',
  'apiClient.forbidden': '無權限,禁止訪問',
  'apiClient.uploadSucceeded': '上傳成功',
} satisfies Record<string, string>;
