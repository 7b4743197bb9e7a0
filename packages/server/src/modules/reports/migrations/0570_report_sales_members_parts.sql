-- The sales report's 請求人数 from the stores' kept parts (issue 30, reports/sales-members.ts): a store's part is its
-- rows of billing_program_member_months (a billing run or a void changes them), so their changes are its store's,
-- recorded by 0510's statement triggers (one row per store and transaction, no lock another change waits on). By
-- agreement with modules/billing, which owns the table and writes it only through kayoi_billing_program_totals_add.
select report_parts_follow('billing_program_member_months', 'store_id');
