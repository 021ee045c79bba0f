export default {
  'securityPolicy.title': 'Security policy',
  'securityPolicy.intro':
    'Sign-in lockout, session limits and the watermark. A save holds on every server instance within seconds, without a restart.',
  'securityPolicy.signIn': 'Sign-in lockout',
  'securityPolicy.session': 'Session limits',
  'securityPolicy.maxFailedSignIns': 'Failed sign-ins before lockout',
  'securityPolicy.lockMinutes': 'Lockout (minutes)',
  'securityPolicy.sessionIdleMinutes': 'Idle timeout (minutes)',
  'securityPolicy.sessionAbsoluteHours': 'Session limit (hours)',
  'securityPolicy.range': '{min} to {max}',
  'securityPolicy.outOfRange': 'Enter a whole number from {min} to {max}',
  'securityPolicy.idleNotBelowAbsolute': 'The idle timeout must be shorter than the session limit',
  'securityPolicy.display': 'Page display',
  'securityPolicy.watermark': 'Watermark',
  'securityPolicy.watermarkHelp':
    "Tiles the signed-in person's name, account and the date faintly over every page, dialog and printout",
  'securityPolicy.watermarkOn': 'On',
  'securityPolicy.watermarkOff': 'Off',
  'securityPolicy.history': 'History',
  'securityPolicy.saved': 'Security policy saved',
  'securityPolicy.unchanged': 'Nothing was changed',
};
