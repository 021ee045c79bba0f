/**
 * Every user-visible text of `@pmc/validators` as Lingui-compatible descriptors. The zh `message` is the
 * product's wording (the source language); translations live in `./locales/en.ts` and `./locales/zhtw.ts`.
 *
 * @example
 * validatorsMessages.mobile; // { id: 'validators.mobile', message: '请正确输入您的手机号' }
 */
export const validatorsMessages = {
  // The form rules (docs/guide/validation.md#form-rules)
  mobile: { id: 'validators.mobile', message: '请正确输入您的手机号' },
  phone: { id: 'validators.phone', message: '请正确输入手机号或座机号' },
  password: { id: 'validators.password', message: '6-16位字符的密码（数字和字母组成）' },
  idCard: { id: 'validators.idCard', message: '请正确输入您的身份证号码' },
  email: { id: 'validators.email', message: '请正确输入您的邮箱地址' },
  licensePlate: { id: 'validators.licensePlate', message: '请正确输入您的车牌号' },
  chinese: { id: 'validators.chinese', message: '请正确输入中文' },
  code: { id: 'validators.code', message: '编码只能输入英文、数字和小数点且小数点不能放在首尾' },
  account: { id: 'validators.account', message: '只能输入数字英文' },
  name: { id: 'validators.name', message: '名称不能含有特殊符号' },
  numericCode: { id: 'validators.numericCode', message: '编码只能输入数字' },
  time: { id: 'validators.time', message: '时间只能是整数和0.5的倍数' },
  positiveInteger: { id: 'validators.positiveInteger', message: '请输入正整数' },
  // Change-password dialog
  oldPasswordRequired: { id: 'validators.oldPasswordRequired', message: '旧密码不能为空' },
  newPasswordRequired: { id: 'validators.newPasswordRequired', message: '新密码不能为空' },
  newPasswordStrength: {
    id: 'validators.newPasswordStrength',
    message: '请输入8-16位字符，至少包含数字、大写字母、小写字母、特殊字符中的三种类型',
  },
  repeatPasswordRequired: { id: 'validators.repeatPasswordRequired', message: '重复密码不能为空' },
  passwordMismatch: { id: 'validators.passwordMismatch', message: '两次密码输入不一致' },
  // Sign-in prompts
  accountRequired: { id: 'validators.accountRequired', message: '请输入账号' },
  passwordRequired: { id: 'validators.passwordRequired', message: '请输入密码' },
  codeRequired: { id: 'validators.codeRequired', message: '请输入验证码' },
  mobileRequired: { id: 'validators.mobileRequired', message: '请输入手机号' },
  mobileInvalid: { id: 'validators.mobileInvalid', message: '请输入正确的手机号' },
  smsCodeRequired: { id: 'validators.smsCodeRequired', message: '请输入短信验证码' },
  // Files and pickers
  fileTooLarge: { id: 'validators.fileTooLarge', message: '文件大小超过{n}{unit}' },
  fileCountExceeded: { id: 'validators.fileCountExceeded', message: '当前限制最多可以上传{n}个文件' },
  imageCountExceeded: { id: 'validators.imageCountExceeded', message: '当前限制最多可以上传{n}张图片' },
  pickerRequired: { id: 'validators.pickerRequired', message: '请选择{title}' },
  // Formatters
  amountTooLarge: { id: 'validators.amountTooLarge', message: '金额过大无法计算' },
  justNow: { id: 'validators.justNow', message: '刚刚' },
  minutesAgo: { id: 'validators.minutesAgo', message: '{n}分钟前' },
  hoursAgo: { id: 'validators.hoursAgo', message: '{n}小时前' },
  daysAgo: { id: 'validators.daysAgo', message: '{n}天前' },
  weeksAgo: { id: 'validators.weeksAgo', message: '{n}周前' },
  monthsAgo: { id: 'validators.monthsAgo', message: '{n}个月前' },
  // Calculated-field engine
  calcDivisionByZero: { id: 'validators.calcDivisionByZero', message: '计算公式中除数不能为零' },
  calcUnknownField: { id: 'validators.calcUnknownField', message: '计算公式引用了不存在的字段：{field}' },
  calcInvalidValue: { id: 'validators.calcInvalidValue', message: '字段{field}的值不是有效数字' },
  calcMalformed: { id: 'validators.calcMalformed', message: '计算公式在第{position}个字符处有误' },
} as const;

/** Key of a message in {@link validatorsMessages}. */
export type ValidatorsMessageKey = keyof typeof validatorsMessages;
