-- Card UIDs of 15 and 16 hex digits (an 8-byte FeliCa IDm is 16) are valid in the spec (NfcCardIssueInput
-- takes 8–16, NfcCard answers 14–16) and normalizeCardUid only pads short ones to 14, but the column took
-- exactly 14: issuing such a card failed on the check constraint (a 500). The column now takes what the
-- spec answers.
alter table nfc_cards drop constraint nfc_cards_uid_check;
alter table nfc_cards add constraint nfc_cards_uid_check check (uid ~ '^[0-9A-F]{14,16}$');
