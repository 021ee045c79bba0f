export default {
  'apiClient.requestFailed': 'Request failed, please try again',
  'apiClient.serverBusy': 'The server is busy, please try again in a moment',
  'apiClient.requestId': 'Request ID: {id}',
  'apiClient.forbidden': 'No permission, access denied',
  'apiClient.uploadSucceeded': 'Uploaded successfully',
} satisfies Record<string, string>;
