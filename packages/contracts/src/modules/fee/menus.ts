import { menu, section, inline, type MenuDecl } from '../../menu-decl.js';

const pp = '/propertyPayment';

/** The fee module's section of the side menu (contracts MENU_CATALOGUE). */
export const FEE_MENUS: readonly MenuDecl[] = [
  section('propertyPayment', '物业缴费', 'Property fees', 'PayCircleOutlined', [
    section('propertyPayment:meter', '仪表管理', 'Meters', 'DashboardOutlined', [menu(`${pp}/meter/meterList`, '仪表列表', 'Meter list')]),
    section('propertyPayment:chargeSetting', '收费设置', 'Charge settings', 'SettingOutlined', [
      menu(`${pp}/chargeSetting/chargeStandard`, '收费标准', 'Charge standards'),
      menu(`${pp}/chargeSetting/chargeRule`, '收费规则', 'Charge rules'),
      menu(`${pp}/chargeSetting/chargeOrder`, '收费顺序', 'Charge order'),
    ]),
    section('propertyPayment:charge', '收费管理', 'Charging', 'AccountBookOutlined', [
      menu(`${pp}/charge/propertyReceipt`, '物业收费', 'Property receipts'),
      menu(`${pp}/charge/meterReading`, '抄表录入', 'Meter reading'),
      menu(`${pp}/charge/meterReadingHistory`, '抄表记录', 'Meter reading history'),
      menu(`${pp}/charge/receivable`, '应收管理', 'Receivables'),
      menu(`${pp}/charge/actualReceipt`, '实收管理', 'Receipts'),
      menu(`${pp}/charge/arrearage`, '欠费管理', 'Arrears'),
      menu(`${pp}/charge/paymentCollection`, '催缴管理', 'Payment reminders'),
      menu(`${pp}/charge/refund`, '退款管理', 'Refunds'),
      menu(`${pp}/charge/transfer`, '转账管理', 'Transfers'),
      menu(`${pp}/charge/cancellation`, '作废管理', 'Cancellations'),
      menu(`${pp}/charge/generateTask`, '账单生成任务', 'Bill generation'),
    ]),
    section('propertyPayment:propertyDeposit', '预存押金', 'Prepayments and deposits', 'WalletOutlined', [
      menu(`${pp}/propertyDeposit/prestoreAccount`, '预存账户', 'Prepayment accounts'),
      menu(`${pp}/propertyDeposit/prestoreLedger`, '预存台账', 'Prepayment ledger'),
      menu(`${pp}/propertyDeposit/depositAccount`, '押金账户', 'Deposit accounts'),
      menu(`${pp}/propertyDeposit/depositRecord`, '押金记录', 'Deposit records'),
      menu(`${pp}/propertyDeposit/depositLedger`, '押金台账', 'Deposit ledger'),
      menu(`${pp}/propertyDeposit/guaranteeLedger`, '保证金台账', 'Guarantee ledger'),
    ]),
    section('propertyPayment:overdueDefault', '违约金', 'Late fees', 'FieldTimeOutlined', [
      menu(`${pp}/overdueDefault/overdueStandard`, '违约金标准', 'Late-fee standards'),
      menu(`${pp}/overdueDefault/overdueRecord`, '违约金记录', 'Late-fee records'),
    ]),
    section('propertyPayment:bills', '票据账单', 'Bills', 'PrinterOutlined', [
      menu(`${pp}/billPrint`, '票据打印', 'Bill printing', {
        inline: [inline(`${pp}/billPrint/detail`, '票据详情', 'Bill detail')],
      }),
      menu(`${pp}/billPush`, '账单推送', 'Bill push'),
    ]),
    section('propertyPayment:eInvoice', '电子发票', 'E-invoices', 'FileDoneOutlined', [
      menu(`${pp}/eInvoice/setting`, '开票设置', 'Invoice settings'),
      menu(`${pp}/eInvoice/channel`, '开票渠道', 'Invoice channels'),
      menu(`${pp}/eInvoice/history`, '开票记录', 'Invoice history'),
    ]),
    section('propertyPayment:bankCollection', '银行托收', 'Bank collection', 'BankOutlined', [
      menu(`${pp}/bankCollection/collectionAgreement`, '托收协议', 'Collection agreements'),
      menu(`${pp}/bankCollection/collectionPlan`, '托收计划', 'Collection plans'),
      menu(`${pp}/bankCollection/collectionRecord`, '托收记录', 'Collection records', {
        inline: [inline(`${pp}/bankCollection/collectionRecordDetail`, '托收记录详情', 'Collection record detail')],
      }),
      menu(`${pp}/bankCollection/collectionReceipt`, '托收回盘', 'Collection returns'),
    ]),
    section('propertyPayment:monthSettlement', '月结', 'Month-end', 'CalendarOutlined', [
      menu(`${pp}/monthSettlement/record`, '月结记录', 'Settlement records'),
      menu(`${pp}/monthSettlement/log`, '月结日志', 'Settlement log'),
    ]),
    menu(`${pp}/statement`, '报表统计', 'Statements', {
      icon: 'FundOutlined',
      inline: [
        inline(`${pp}/statement/receivable`, '应收报表', 'Receivable report'),
        inline(`${pp}/statement/receivableDetail`, '应收明细', 'Receivable detail'),
        inline(`${pp}/statement/actualReceipt`, '实收报表', 'Receipts report'),
        inline(`${pp}/statement/arrearage`, '欠费报表', 'Arrears report'),
        inline(`${pp}/statement/receipt`, '收据报表', 'Receipt report'),
        inline(`${pp}/statement/receiptDetail`, '收据明细', 'Receipt detail'),
        inline(`${pp}/statement/refund`, '退款报表', 'Refund report'),
        inline(`${pp}/statement/charge`, '收费报表', 'Charge report'),
        inline(`${pp}/statement/discount`, '优惠报表', 'Discount report'),
        inline(`${pp}/statement/bankCollection`, '银行托收报表', 'Bank collection report'),
        inline(`${pp}/statement/prestoreOffset`, '预存冲抵报表', 'Prepayment offset report'),
        inline(`${pp}/statement/prestoreRefund`, '预存退款报表', 'Prepayment refund report'),
      ],
    }),
  ]),
];
