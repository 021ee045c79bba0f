export default {
  'apiClient.requestFailed': 'Request failed, please try again',
  'apiClient.forbidden': 'No permission, access denied',
  'apiClient.uploadSucceeded': 'Uploaded successfully',
} satisfies Record<string, string>;
