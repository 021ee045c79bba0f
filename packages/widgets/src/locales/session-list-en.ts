export default {
  'widgets.sessionList': 'My sessions',
  'widgets.sessionDevice': 'Browser / system',
  'widgets.sessionUnknown': 'Unknown',
  'widgets.sessionIp': 'IP address',
  'widgets.sessionPlace': 'Place',
  'widgets.sessionSignedIn': 'Signed in',
  'widgets.sessionLastSeen': 'Last seen',
  'widgets.sessionActions': 'Actions',
  'widgets.sessionCurrent': 'This device',
  'widgets.sessionEnd': 'End session',
  'widgets.sessionEndOthers': 'End all other sessions',
} satisfies Record<string, string>;
