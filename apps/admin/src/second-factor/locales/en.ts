export default {
  'secondFactor.statusOn': 'On since {time}',
  'secondFactor.statusOff': 'Off',
  'secondFactor.codesLeft': 'Recovery codes left: {n}',
  'secondFactor.turnOff': 'Turn off two-step verification',
  'secondFactor.turnOffHelp': 'Enter your password and a code to turn two-step verification off.',
  'secondFactor.required':
    'The security policy requires two-step verification for your account: it cannot be turned off.',
  'secondFactor.mustEnrol': 'The security policy asks you to turn on two-step verification before you go on.',
  'secondFactor.passwordRequired': 'Enter your password',
} satisfies Record<string, string>;
