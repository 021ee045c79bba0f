export default {
  'apiClient.requestFailed': '請求出錯，請重試',
  'apiClient.forbidden': '無權限,禁止訪問',
  'apiClient.uploadSucceeded': '上傳成功',
} satisfies Record<string, string>;
