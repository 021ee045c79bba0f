export default {
  'billRule.title': 'Bill rule',
  'billRule.listLabel': 'Bill rules',
  'billRule.prefix': 'Prefix',
  'billRule.dateFormat': 'Date part',
  'billRule.dateNone': 'None',
  'billRule.digit': 'Serial digits',
  'billRule.startNumber': 'Start number',
  'billRule.currentNumber': 'Current number',
  'billRule.example': 'Next number',
  'billRule.preview': 'The next three numbers',
  'billRule.previewHelp':
    'Computed from what you typed by the same rule the server issues numbers with; the serial starts again when the date part changes.',
  'billRule.prefixRule': 'The prefix may hold letters, digits, underscores and hyphens only',
  'billRule.numberRange': 'Enter a whole number from {min} to {max}',
  'billRule.exportName': 'Bill rule-{code}',
};
