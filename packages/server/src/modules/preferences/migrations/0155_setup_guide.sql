-- The first-run guide (はじめに): an administrator may close it on the dashboard and open it again from 設定.
-- Its steps are computed from the data, so the choice to hide it is all that is kept.
alter table user_preferences add column setup_guide_hidden boolean not null default false;
