export default {
  'securityPolicy.title': 'Security policy',
  'securityPolicy.intro':
    'Sign-in lockout and session limits. A save holds on every server instance within seconds, without a restart.',
  'securityPolicy.signIn': 'Sign-in lockout',
  'securityPolicy.session': 'Session limits',
  'securityPolicy.maxFailedSignIns': 'Failed sign-ins before lockout',
  'securityPolicy.lockMinutes': 'Lockout (minutes)',
  'securityPolicy.sessionIdleMinutes': 'Idle timeout (minutes)',
  'securityPolicy.sessionAbsoluteHours': 'Session limit (hours)',
  'securityPolicy.range': '{min} to {max}',
  'securityPolicy.outOfRange': 'Enter a whole number from {min} to {max}',
  'securityPolicy.idleNotBelowAbsolute': 'The idle timeout must be shorter than the session limit',
  'securityPolicy.history': 'History',
  'securityPolicy.saved': 'Security policy saved',
  'securityPolicy.unchanged': 'Nothing was changed',
};
