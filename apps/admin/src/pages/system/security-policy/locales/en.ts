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
  // Second factor (issue 35, totp).
  'securityPolicy.secondFactor': 'Two-step verification',
  'securityPolicy.secondFactorRequired': 'Accounts that must use two-step verification',
  'securityPolicy.secondFactorHelp':
    'Such an account without it must turn it on right after signing in before it can go on.',
  'securityPolicy.secondFactor_none': 'Nobody',
  'securityPolicy.secondFactor_roles': 'Members of chosen roles',
  'securityPolicy.secondFactor_everyone': 'Everyone',
  'securityPolicy.secondFactorRoles': 'Roles that require two-step verification',
  'securityPolicy.secondFactorRoleIds': 'Roles that require two-step verification',
  'securityPolicy.secondFactorApply': 'Apply the two-step rule',
};
