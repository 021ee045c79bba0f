export default {
  'secondFactor.intro':
    'Once on, signing in asks for the code of an authenticator app (such as Microsoft Authenticator or Google Authenticator) after the password.',
  'secondFactor.statusOn': 'On since {time}',
  'secondFactor.statusOff': 'Off',
  'secondFactor.start': 'Turn on two-step verification',
  'secondFactor.scan': 'Scan the QR code with your authenticator app, or type the secret below into it.',
  'secondFactor.qrAlt': 'QR code for two-step verification',
  'secondFactor.secret': 'Secret',
  'secondFactor.confirmCode': 'The 6-digit code the app shows',
  'secondFactor.codeInvalid': 'Enter the 6-digit code',
  'secondFactor.confirm': 'Turn on',
  'secondFactor.codesTitle': 'Recovery codes',
  'secondFactor.codesHelp':
    'Keep these recovery codes somewhere safe: if you lose your phone, each one signs you in once instead of a code. They are shown only this once.',
  'secondFactor.codesDone': 'I have kept my recovery codes',
  'secondFactor.codesLeft': 'Recovery codes left: {n}',
  'secondFactor.turnOff': 'Turn off two-step verification',
  'secondFactor.turnOffHelp': 'Enter your password and a code to turn two-step verification off.',
  'secondFactor.required':
    'The security policy requires two-step verification for your account: it cannot be turned off.',
  'secondFactor.mustEnrol': 'The security policy asks you to turn on two-step verification before you go on.',
  'secondFactor.passwordRequired': 'Enter your password',
} satisfies Record<string, string>;
