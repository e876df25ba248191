/**
 * Texts of the fee statements (features/fee/statements), in both languages; the module's manifest mounts them under
 * `feeStatement`. Column titles come from contracts (STATEMENTS, STATEMENT_LINE_COLUMNS).
 */
export const feeStatementZh = {
  period: '统计期间',
  community: '小区',
  allCommunities: '全部小区',
  building: '楼栋',
  allBuildings: '全部楼栋',
  feeType: '费用类型',
  allFeeTypes: '全部费用类型',
  export: '导出 Excel',
  totals: '合计',
  total: '合计',
  periodShown: '{{from}} 至 {{to}}',
  noData: '该期间没有数据',
  details: '明细',
  detailsOf: '{{title}} 明细',
  loadMore: '加载更多',
  end: '已全部加载（{{count}} 条）',
  reports: '报表',
  open: '打开',
};

export const feeStatementEn: typeof feeStatementZh = {
  period: 'Period',
  community: 'Community',
  allCommunities: 'All communities',
  building: 'Building',
  allBuildings: 'All buildings',
  feeType: 'Fee type',
  allFeeTypes: 'All fee types',
  export: 'Export to Excel',
  totals: 'Totals',
  total: 'Total',
  periodShown: '{{from}} to {{to}}',
  noData: 'No data for this period',
  details: 'Lines',
  detailsOf: '{{title}}: lines',
  loadMore: 'Load more',
  end: 'All {{count}} lines loaded',
  reports: 'Statements',
  open: 'Open',
};
