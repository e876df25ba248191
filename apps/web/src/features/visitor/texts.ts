/**
 * Texts of the visitor screens (features/visitor), in both languages; the module's manifest mounts them under
 * `visitor`. The English object must have exactly the Chinese keys.
 */
/** Tab names are the resources' labels (the e2e resource helper finds a tab by its resource's label). */
export const visitorZh = {
  tabVisits: '访客预约',
  tabWatchlist: '访客黑名单',
  tabEvents: '黑名单拦截记录',
  action: { approve: '同意', reject: '拒绝', cancel: '取消预约', arrive: '到访', signOut: '签离' },
  done: { approve: '已同意该预约', reject: '已拒绝该预约', cancel: '预约已取消', arrive: '已登记到访', signOut: '访客已签离' },
  confirm: {
    approve: '同意 {{name}} 的预约？',
    reject: '拒绝 {{name}} 的预约？',
    cancel: '取消 {{name}} 的预约？',
    arrive: '登记 {{name}} 到访？',
    signOut: '确认 {{name}} 签离？如借用门禁卡，将同时收回并注销该卡。',
  },
  rejectTitle: '拒绝 {{name}} 的预约',
  arriveTitle: '{{name}} 到访登记',
  reason: '请填写原因',
  passMethod: '通行方式',
  pass: { card: '门禁卡', qr: '二维码', none: '保安放行' },
  accessCard: '门禁卡号',
  accessCardRule: '请输入10位数字卡号',
  temperature: '体温（℃）',
  hostSearch: '输入姓名搜索被访人',
};

export const visitorEn: typeof visitorZh = {
  tabVisits: 'Visitor appointment',
  tabWatchlist: 'Visitor watchlist',
  tabEvents: 'Watchlist event',
  action: { approve: 'Approve', reject: 'Reject', cancel: 'Cancel', arrive: 'Arrived', signOut: 'Sign out' },
  done: {
    approve: 'The appointment is approved',
    reject: 'The appointment is rejected',
    cancel: 'The appointment is cancelled',
    arrive: 'The arrival is registered',
    signOut: 'The visitor is signed out',
  },
  confirm: {
    approve: 'Approve the appointment of {{name}}?',
    reject: 'Reject the appointment of {{name}}?',
    cancel: 'Cancel the appointment of {{name}}?',
    arrive: 'Register the arrival of {{name}}?',
    signOut: 'Sign {{name}} out? A lent access card is taken back and cancelled.',
  },
  rejectTitle: 'Reject the appointment of {{name}}',
  arriveTitle: 'Arrival of {{name}}',
  reason: 'Give the reason',
  passMethod: 'Pass method',
  pass: { card: 'Access card', qr: 'QR pass', none: 'Let in by the guard' },
  accessCard: 'Card number',
  accessCardRule: 'Enter the 10-digit card number',
  temperature: 'Temperature (°C)',
  hostSearch: 'Type a name to find the host',
};
