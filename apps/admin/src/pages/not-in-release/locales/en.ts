export default {
  'admin.notInRelease.title': 'Not part of this release',
  'admin.notInRelease.text':
    '"{page}" in "{section}" is not part of this release. This release provides system management, system data, permissions and the extension demos.',
  'admin.notInRelease.backHome': 'Back to home',
};
