// Generated from the service's OpenAPI document by `npm run client:generate`: do not edit.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the service and its database answer, for probes (no authentication) */
        get: operations["getHealthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company whose books the authenticated user keeps */
        get: operations["getCompany"];
        /** Renames the company, sets the start of its financial year, or moves its lock date (the date up to which the books are closed) */
        put: operations["putCompany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Changes some of the fields PUT /company takes, leaving the others as they are
         * @description The body is a JSON Merge Patch (RFC 7396) of CompanyUpdate, sent as application/merge-patch+json or application/json: `"lockDate": null` opens every period, a field left out stays.
         */
        patch: operations["patchCompany"];
        trace?: never;
    };
    "/api/v1/company/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's logo, as the image it was sent */
        get: operations["getCompanyLogo"];
        /**
         * Sets the company's logo, which its invoices and credit notes show
         * @description The image is the body, sent as image/png or image/jpeg (at most 1 MiB; 413 above). Its first bytes must be those of the type sent (422); a body of another type is refused (415). Answers the company.
         */
        put: operations["putCompanyLogo"];
        post?: never;
        /** Removes the company's logo */
        delete: operations["deleteCompanyLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounts
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getAccounts"];
        put?: never;
        /** Create an account */
        post: operations["postAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an account */
        get: operations["getAccountsById"];
        /**
         * Replace an account
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putAccountsById"];
        post?: never;
        /** Delete an account */
        delete: operations["deleteAccountsById"];
        options?: never;
        head?: never;
        /**
         * Change fields of an account
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be.
         */
        patch: operations["patchAccountsById"];
        trace?: never;
    };
    "/api/v1/salesTaxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sales taxes
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getSalesTaxes"];
        put?: never;
        /** Create a sales tax */
        post: operations["postSalesTaxes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/salesTaxes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a sales tax */
        get: operations["getSalesTaxesById"];
        /**
         * Replace a sales tax
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putSalesTaxesById"];
        post?: never;
        /** Delete a sales tax */
        delete: operations["deleteSalesTaxesById"];
        options?: never;
        head?: never;
        /**
         * Change fields of a sales tax
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be.
         */
        patch: operations["patchSalesTaxesById"];
        trace?: never;
    };
    "/api/v1/exchangeRates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List exchange rates
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getExchangeRates"];
        put?: never;
        /** Create an exchange rate */
        post: operations["postExchangeRates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exchangeRates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an exchange rate */
        get: operations["getExchangeRatesById"];
        /**
         * Replace an exchange rate
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putExchangeRatesById"];
        post?: never;
        /** Delete an exchange rate */
        delete: operations["deleteExchangeRatesById"];
        options?: never;
        head?: never;
        /**
         * Change fields of an exchange rate
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be.
         */
        patch: operations["patchExchangeRatesById"];
        trace?: never;
    };
    "/api/v1/currencyRevaluations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List currency revaluations
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getCurrencyRevaluations"];
        put?: never;
        /** Create a currency revaluation */
        post: operations["postCurrencyRevaluations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/currencyRevaluations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a currency revaluation */
        get: operations["getCurrencyRevaluationsById"];
        put?: never;
        post?: never;
        /** Delete a currency revaluation */
        delete: operations["deleteCurrencyRevaluationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List employees
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getEmployees"];
        put?: never;
        /** Create an employee */
        post: operations["postEmployees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an employee */
        get: operations["getEmployeesById"];
        /**
         * Replace an employee
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putEmployeesById"];
        post?: never;
        /** Delete an employee */
        delete: operations["deleteEmployeesById"];
        options?: never;
        head?: never;
        /**
         * Change fields of an employee
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be.
         */
        patch: operations["patchEmployeesById"];
        trace?: never;
    };
    "/api/v1/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List clients
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getClients"];
        put?: never;
        /** Create a client */
        post: operations["postClients"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a client */
        get: operations["getClientsById"];
        /**
         * Replace a client
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putClientsById"];
        post?: never;
        /** Delete a client */
        delete: operations["deleteClientsById"];
        options?: never;
        head?: never;
        /**
         * Change fields of a client
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be.
         */
        patch: operations["patchClientsById"];
        trace?: never;
    };
    "/api/v1/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List suppliers
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getSuppliers"];
        put?: never;
        /** Create a supplier */
        post: operations["postSuppliers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/suppliers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a supplier */
        get: operations["getSuppliersById"];
        /**
         * Replace a supplier
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putSuppliersById"];
        post?: never;
        /** Delete a supplier */
        delete: operations["deleteSuppliersById"];
        options?: never;
        head?: never;
        /**
         * Change fields of a supplier
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be.
         */
        patch: operations["patchSuppliersById"];
        trace?: never;
    };
    "/api/v1/clients/{id}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the client owes, per currency */
        get: operations["getClientsByIdBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/suppliers/{id}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the supplier is owed, per currency */
        get: operations["getSuppliersByIdBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client's statement of a period, per currency */
        get: operations["getClientsByIdStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}/statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client's statement of a period as a PDF, for links */
        get: operations["getClientsByIdStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clients/{id}/statement/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the client's statement of a period by email, its PDF attached
         * @description The period is given in the query, as for GET …/statement; the body says whom to send it to. Writes the email to the outbox, which the server delivers through SMTP_URL from MAIL_FROM; the books do not change. Answers the email, pending.
         */
        post: operations["postClientsByIdStatementSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lineItems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List line items
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getLineItems"];
        put?: never;
        /** Create a line item */
        post: operations["postLineItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lineItems/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a line item */
        get: operations["getLineItemsById"];
        /**
         * Replace a line item
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putLineItemsById"];
        post?: never;
        /** Delete a line item */
        delete: operations["deleteLineItemsById"];
        options?: never;
        head?: never;
        /**
         * Change fields of a line item
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be.
         */
        patch: operations["patchLineItemsById"];
        trace?: never;
    };
    "/api/v1/bankAccounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank accounts
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getBankAccounts"];
        put?: never;
        /** Create a bank account */
        post: operations["postBankAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bankAccounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a bank account */
        get: operations["getBankAccountsById"];
        /**
         * Replace a bank account
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putBankAccountsById"];
        post?: never;
        /** Delete a bank account */
        delete: operations["deleteBankAccountsById"];
        options?: never;
        head?: never;
        /**
         * Change fields of a bank account
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be.
         */
        patch: operations["patchBankAccountsById"];
        trace?: never;
    };
    "/api/v1/bankTransfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank transfers
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getBankTransfers"];
        put?: never;
        /** Create a bank transfer */
        post: operations["postBankTransfers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bankTransfers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a bank transfer */
        get: operations["getBankTransfersById"];
        /**
         * Replace a bank transfer
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putBankTransfersById"];
        post?: never;
        /** Delete a bank transfer */
        delete: operations["deleteBankTransfersById"];
        options?: never;
        head?: never;
        /**
         * Change fields of a bank transfer
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be.
         */
        patch: operations["patchBankTransfersById"];
        trace?: never;
    };
    "/api/v1/clientPayments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List client payments
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getClientPayments"];
        put?: never;
        /** Create a client payment */
        post: operations["postClientPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clientPayments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a client payment */
        get: operations["getClientPaymentsById"];
        put?: never;
        post?: never;
        /** Delete a client payment */
        delete: operations["deleteClientPaymentsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/supplierPayments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List supplier payments
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getSupplierPayments"];
        put?: never;
        /** Create a supplier payment */
        post: operations["postSupplierPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/supplierPayments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a supplier payment */
        get: operations["getSupplierPaymentsById"];
        put?: never;
        post?: never;
        /** Delete a supplier payment */
        delete: operations["deleteSupplierPaymentsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getInvoices"];
        put?: never;
        /** Create an invoice */
        post: operations["postInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an invoice, as JSON or as a PDF */
        get: operations["getInvoicesById"];
        /**
         * Replace an invoice
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putInvoicesById"];
        post?: never;
        /** Delete an invoice */
        delete: operations["deleteInvoicesById"];
        options?: never;
        head?: never;
        /**
         * Change fields of an invoice
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be. The lines are left out: they change through /invoices/{id}/invoiceLines.
         */
        patch: operations["patchInvoicesById"];
        trace?: never;
    };
    "/api/v1/invoices/{id}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an invoice as a PDF, for links */
        get: operations["getInvoicesByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/invoiceLines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a line of an invoice
         * @description Recomputes the invoice and its postings; refused with 422 when the total would be negative.
         */
        post: operations["postInvoicesByIdInvoiceLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/invoiceLines/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a line of an invoice
         * @description Recomputes the invoice and its postings; refused with 422 when the total would be negative.
         */
        put: operations["putInvoicesByIdInvoiceLinesByLineId"];
        post?: never;
        /**
         * Delete a line of an invoice
         * @description Recomputes the invoice and its postings; refused with 422 when the total would be negative.
         */
        delete: operations["deleteInvoicesByIdInvoiceLinesByLineId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an invoice by email, its PDF attached
         * @description Writes the email to the outbox, which the server delivers through SMTP_URL from MAIL_FROM, retried on the webhooks' schedule; a draft is refused (422). Records sentAt and sentBy on the invoice, and an entry in the audit trail; the books do not change. Answers the email, pending.
         */
        post: operations["postInvoicesByIdSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the emails of an invoice
         * @description Oldest first, each with its status, attempts, last error and times; not the attachment.
         */
        get: operations["getInvoicesByIdEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/writeOff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an invoice's write-off */
        get: operations["getInvoicesByIdWriteOff"];
        put?: never;
        /**
         * Write an invoice off as a bad debt
         * @description Writes off what the invoice has outstanding on `date`, as a bad debt: it leaves trade debtors, and the invoice owes nothing more. When the debt is more than six months past the invoice's due date (in calendar months) on that date, its VAT part (amount × taxAmount / totalAmount) goes back to the VAT control account, reclaimed in box 4 of the VAT return of that date, and the rest to bad debts; otherwise all of it goes to bad debts. A foreign invoice is cleared at its rate, as a payment clears it. While written off, the invoice cannot be paid, allocated to, edited or deleted.
         */
        post: operations["postInvoicesByIdWriteOff"];
        /**
         * Undo an invoice's write-off
         * @description Reverses what the write-off posted, on its date (which must be after the lock date): the invoice has outstanding again what it wrote off.
         */
        delete: operations["deleteInvoicesByIdWriteOff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recurringInvoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List recurring invoices
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getRecurringInvoices"];
        put?: never;
        /** Create a recurring invoice */
        post: operations["postRecurringInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recurringInvoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a recurring invoice */
        get: operations["getRecurringInvoicesById"];
        /**
         * Replace a recurring invoice
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putRecurringInvoicesById"];
        post?: never;
        /** Delete a recurring invoice */
        delete: operations["deleteRecurringInvoicesById"];
        options?: never;
        head?: never;
        /**
         * Change fields of a recurring invoice
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be.
         */
        patch: operations["patchRecurringInvoicesById"];
        trace?: never;
    };
    "/api/v1/recurringInvoices/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a recurring invoice
         * @description It issues nothing until resumed; pausing a paused one changes nothing; an ended one is a 409.
         */
        post: operations["postRecurringInvoicesByIdPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recurringInvoices/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a paused recurring invoice
         * @description It issues again from its first occurrence on or after today (UTC). The occurrences that fell due while it was paused are NOT issued: make those invoices by hand if they are owed. Resuming an active one changes nothing; an ended one is a 409.
         */
        post: operations["postRecurringInvoicesByIdResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recurringInvoices/{id}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a recurring invoice
         * @description It issues nothing more, for good; the invoices it issued stay. Ending an ended one changes nothing.
         */
        post: operations["postRecurringInvoicesByIdEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recurringInvoices/{id}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the invoices a recurring invoice issued
         * @description In the order it issued them; an invoice since deleted is not listed.
         */
        get: operations["getRecurringInvoicesByIdInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bills
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getBills"];
        put?: never;
        /** Create a bill */
        post: operations["postBills"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bills/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a bill */
        get: operations["getBillsById"];
        /**
         * Replace a bill
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putBillsById"];
        post?: never;
        /** Delete a bill */
        delete: operations["deleteBillsById"];
        options?: never;
        head?: never;
        /**
         * Change fields of a bill
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be. The lines are left out: they change through /bills/{id}/billLines.
         */
        patch: operations["patchBillsById"];
        trace?: never;
    };
    "/api/v1/bills/{id}/billLines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a line of a bill
         * @description Recomputes the bill and its postings; refused with 422 when the total would be negative. The line may carry vatRate whatever TAX_FORM is.
         */
        post: operations["postBillsByIdBillLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bills/{id}/billLines/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a line of a bill
         * @description Recomputes the bill and its postings; refused with 422 when the total would be negative. The line may carry vatRate whatever TAX_FORM is.
         */
        put: operations["putBillsByIdBillLinesByLineId"];
        post?: never;
        /**
         * Delete a line of a bill
         * @description Recomputes the bill and its postings; refused with 422 when the total would be negative. The line may carry vatRate whatever TAX_FORM is.
         */
        delete: operations["deleteBillsByIdBillLinesByLineId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/creditNotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List credit notes
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getCreditNotes"];
        put?: never;
        /** Create a credit note */
        post: operations["postCreditNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/creditNotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a credit note, as JSON or as a PDF */
        get: operations["getCreditNotesById"];
        /**
         * Replace a credit note
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putCreditNotesById"];
        post?: never;
        /** Delete a credit note */
        delete: operations["deleteCreditNotesById"];
        options?: never;
        head?: never;
        /**
         * Change fields of a credit note
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be. The lines are left out: they change through /creditNotes/{id}/creditNoteLines.
         */
        patch: operations["patchCreditNotesById"];
        trace?: never;
    };
    "/api/v1/creditNotes/{id}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a credit note as a PDF, for links */
        get: operations["getCreditNotesByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/creditNotes/{id}/creditNoteLines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a line of a credit note
         * @description Recomputes the credit note and its postings; refused with 422 when the total would be negative.
         */
        post: operations["postCreditNotesByIdCreditNoteLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/creditNotes/{id}/creditNoteLines/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a line of a credit note
         * @description Recomputes the credit note and its postings; refused with 422 when the total would be negative.
         */
        put: operations["putCreditNotesByIdCreditNoteLinesByLineId"];
        post?: never;
        /**
         * Delete a line of a credit note
         * @description Recomputes the credit note and its postings; refused with 422 when the total would be negative.
         */
        delete: operations["deleteCreditNotesByIdCreditNoteLinesByLineId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/creditNotes/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a credit note by email, its PDF attached
         * @description Writes the email to the outbox, which the server delivers through SMTP_URL from MAIL_FROM, retried on the webhooks' schedule; a draft is refused (422). Records sentAt and sentBy on the credit note, and an entry in the audit trail; the books do not change. Answers the email, pending.
         */
        post: operations["postCreditNotesByIdSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/creditNotes/{id}/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the emails of a credit note
         * @description Oldest first, each with its status, attempts, last error and times; not the attachment.
         */
        get: operations["getCreditNotesByIdEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/supplierCredits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List supplier credits
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getSupplierCredits"];
        put?: never;
        /** Create a supplier credit */
        post: operations["postSupplierCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/supplierCredits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a supplier credit */
        get: operations["getSupplierCreditsById"];
        /**
         * Replace a supplier credit
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putSupplierCreditsById"];
        post?: never;
        /** Delete a supplier credit */
        delete: operations["deleteSupplierCreditsById"];
        options?: never;
        head?: never;
        /**
         * Change fields of a supplier credit
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be. The lines are left out: they change through /supplierCredits/{id}/supplierCreditLines.
         */
        patch: operations["patchSupplierCreditsById"];
        trace?: never;
    };
    "/api/v1/supplierCredits/{id}/supplierCreditLines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a line of a supplier credit
         * @description Recomputes the credit note and its postings; refused with 422 when the total would be negative. The line may carry vatRate whatever TAX_FORM is.
         */
        post: operations["postSupplierCreditsByIdSupplierCreditLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/supplierCredits/{id}/supplierCreditLines/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a line of a supplier credit
         * @description Recomputes the credit note and its postings; refused with 422 when the total would be negative. The line may carry vatRate whatever TAX_FORM is.
         */
        put: operations["putSupplierCreditsByIdSupplierCreditLinesByLineId"];
        post?: never;
        /**
         * Delete a line of a supplier credit
         * @description Recomputes the credit note and its postings; refused with 422 when the total would be negative. The line may carry vatRate whatever TAX_FORM is.
         */
        delete: operations["deleteSupplierCreditsByIdSupplierCreditLinesByLineId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List quotes
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getQuotes"];
        put?: never;
        /** Create a quote */
        post: operations["postQuotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a quote, as JSON or as a PDF */
        get: operations["getQuotesById"];
        /**
         * Replace a quote
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putQuotesById"];
        post?: never;
        /** Delete a quote */
        delete: operations["deleteQuotesById"];
        options?: never;
        head?: never;
        /**
         * Change fields of a quote
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be. The lines are left out: they change through /quotes/{id}/quoteLines.
         */
        patch: operations["patchQuotesById"];
        trace?: never;
    };
    "/api/v1/quotes/{id}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a quote as a PDF, for links */
        get: operations["getQuotesByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{id}/quoteLines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a line of a quote
         * @description Recomputes the quote, which posts nothing; refused with 422 when the total would be negative.
         */
        post: operations["postQuotesByIdQuoteLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{id}/quoteLines/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a line of a quote
         * @description Recomputes the quote, which posts nothing; refused with 422 when the total would be negative.
         */
        put: operations["putQuotesByIdQuoteLinesByLineId"];
        post?: never;
        /**
         * Delete a line of a quote
         * @description Recomputes the quote, which posts nothing; refused with 422 when the total would be negative.
         */
        delete: operations["deleteQuotesByIdQuoteLinesByLineId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a quote by email, its PDF attached
         * @description Writes the email to the outbox, which the server delivers through SMTP_URL from MAIL_FROM, retried on the webhooks' schedule; sending marks the quote sent as markSent does (a draft becomes sent; 409 once it is accepted, declined or invoiced), and an entry in the audit trail; the books do not change. Answers the email, pending.
         */
        post: operations["postQuotesByIdSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{id}/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the emails of a quote
         * @description Oldest first, each with its status, attempts, last error and times; not the attachment.
         */
        get: operations["getQuotesByIdEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{id}/markSent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a quote as sent
         * @description For a quote given to the client by hand: a draft becomes sent; a sent or expired quote stays as it is. 409 once accepted, declined or invoiced.
         */
        post: operations["postQuotesByIdMarkSent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the client accepted a quote
         * @description From sent or expired only; 409 otherwise.
         */
        post: operations["postQuotesByIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the client declined a quote
         * @description From sent or expired only; 409 otherwise.
         */
        post: operations["postQuotesByIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{id}/convert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert a quote to an invoice
         * @description Issues the quote's invoice: its client, currency, lines (each line's tax as the quote gives it, at the rate in force) and PO number, dated issueDate (today when left out) and due on dueDate (when left out, by the company's paymentTermsDays, or on the issue date without them); the invoice posts as any invoice, and the lock date holds it. The quote records invoiceId and becomes invoiced, in the same transaction. Once only: a second conversion is a 409 naming the invoice. A draft or declined quote is refused (422). Answers the invoice.
         */
        post: operations["postQuotesByIdConvert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/creditNotes/{id}/allocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the allocations of a credit note */
        get: operations["getCreditNotesByIdAllocations"];
        put?: never;
        /**
         * Allocate a credit note
         * @description An allocation sets part of a credit (a credit note, or a payment's money on account) against a document of the same party in the same currency: both have that much less outstanding. In another currency than the base currency it posts the difference between the two values it clears as a realised exchange difference.
         */
        post: operations["postCreditNotesByIdAllocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/creditNotes/{id}/allocations/{allocationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an allocation of a credit note */
        get: operations["getCreditNotesByIdAllocationsByAllocationId"];
        put?: never;
        post?: never;
        /**
         * Delete an allocation of a credit note
         * @description What the allocation set against each other is outstanding again.
         */
        delete: operations["deleteCreditNotesByIdAllocationsByAllocationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/supplierCredits/{id}/allocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the allocations of a supplier credit */
        get: operations["getSupplierCreditsByIdAllocations"];
        put?: never;
        /**
         * Allocate a supplier credit
         * @description An allocation sets part of a credit (a credit note, or a payment's money on account) against a document of the same party in the same currency: both have that much less outstanding. In another currency than the base currency it posts the difference between the two values it clears as a realised exchange difference.
         */
        post: operations["postSupplierCreditsByIdAllocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/supplierCredits/{id}/allocations/{allocationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an allocation of a supplier credit */
        get: operations["getSupplierCreditsByIdAllocationsByAllocationId"];
        put?: never;
        post?: never;
        /**
         * Delete an allocation of a supplier credit
         * @description What the allocation set against each other is outstanding again.
         */
        delete: operations["deleteSupplierCreditsByIdAllocationsByAllocationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clientPayments/{id}/allocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the allocations of a client payment's money on account */
        get: operations["getClientPaymentsByIdAllocations"];
        put?: never;
        /**
         * Allocate a client payment's money on account
         * @description An allocation sets part of a credit (a credit note, or a payment's money on account) against a document of the same party in the same currency: both have that much less outstanding. In another currency than the base currency it posts the difference between the two values it clears as a realised exchange difference.
         */
        post: operations["postClientPaymentsByIdAllocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clientPayments/{id}/allocations/{allocationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an allocation of a client payment's money on account */
        get: operations["getClientPaymentsByIdAllocationsByAllocationId"];
        put?: never;
        post?: never;
        /**
         * Delete an allocation of a client payment's money on account
         * @description What the allocation set against each other is outstanding again.
         */
        delete: operations["deleteClientPaymentsByIdAllocationsByAllocationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/supplierPayments/{id}/allocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the allocations of a supplier payment's money on account */
        get: operations["getSupplierPaymentsByIdAllocations"];
        put?: never;
        /**
         * Allocate a supplier payment's money on account
         * @description An allocation sets part of a credit (a credit note, or a payment's money on account) against a document of the same party in the same currency: both have that much less outstanding. In another currency than the base currency it posts the difference between the two values it clears as a realised exchange difference.
         */
        post: operations["postSupplierPaymentsByIdAllocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/supplierPayments/{id}/allocations/{allocationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an allocation of a supplier payment's money on account */
        get: operations["getSupplierPaymentsByIdAllocationsByAllocationId"];
        put?: never;
        post?: never;
        /**
         * Delete an allocation of a supplier payment's money on account
         * @description What the allocation set against each other is outstanding again.
         */
        delete: operations["deleteSupplierPaymentsByIdAllocationsByAllocationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clientRefunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List client refunds
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getClientRefunds"];
        put?: never;
        /** Create a client refund */
        post: operations["postClientRefunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/clientRefunds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a client refund */
        get: operations["getClientRefundsById"];
        put?: never;
        post?: never;
        /** Delete a client refund */
        delete: operations["deleteClientRefundsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/supplierRefunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List supplier refunds
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getSupplierRefunds"];
        put?: never;
        /** Create a supplier refund */
        post: operations["postSupplierRefunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/supplierRefunds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a supplier refund */
        get: operations["getSupplierRefundsById"];
        put?: never;
        post?: never;
        /** Delete a supplier refund */
        delete: operations["deleteSupplierRefundsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/manualJournalEntries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List manual journal entries
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getManualJournalEntries"];
        put?: never;
        /** Create a manual journal entry */
        post: operations["postManualJournalEntries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/manualJournalEntries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a manual journal entry */
        get: operations["getManualJournalEntriesById"];
        /**
         * Replace a manual journal entry
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putManualJournalEntriesById"];
        post?: never;
        /** Delete a manual journal entry */
        delete: operations["deleteManualJournalEntriesById"];
        options?: never;
        head?: never;
        /**
         * Change fields of a manual journal entry
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be. The lines are left out: they change through /manualJournalEntries/{id}/manualJournalEntryLines.
         */
        patch: operations["patchManualJournalEntriesById"];
        trace?: never;
    };
    "/api/v1/manualJournalEntries/{id}/manualJournalEntryLines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a line of a manual journal entry
         * @description Refused with 422, and nothing changed, when the entry would no longer balance: a line added on its own moves as much to the debit as to the credit, and a replaced line keeps its net amount. To change amounts, update the lines together with PUT on the entry.
         */
        post: operations["postManualJournalEntriesByIdManualJournalEntryLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/manualJournalEntries/{id}/manualJournalEntryLines/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a line of a manual journal entry
         * @description Refused with 422, and nothing changed, when the entry would no longer balance: a line added on its own moves as much to the debit as to the credit, and a replaced line keeps its net amount. To change amounts, update the lines together with PUT on the entry.
         */
        put: operations["putManualJournalEntriesByIdManualJournalEntryLinesByLineId"];
        post?: never;
        /**
         * Delete a line of a manual journal entry
         * @description Refused with 422, and nothing changed, when the entry would no longer balance: a line added on its own moves as much to the debit as to the credit, and a replaced line keeps its net amount. To change amounts, update the lines together with PUT on the entry.
         */
        delete: operations["deleteManualJournalEntriesByIdManualJournalEntryLinesByLineId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounts/{id}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account's postings, with a running balance per currency */
        get: operations["getAccountsByIdLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/trialBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account with a balance at a date, debits and credits per currency */
        get: operations["getReportsTrialBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bankAccounts/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bank account's movements of money in date order, with a running balance */
        get: operations["getBankAccountsByIdTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bankStatementProfiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank statement profiles
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getBankStatementProfiles"];
        put?: never;
        /** Create a bank statement profile */
        post: operations["postBankStatementProfiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bankStatementProfiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a bank statement profile */
        get: operations["getBankStatementProfilesById"];
        /**
         * Replace a bank statement profile
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putBankStatementProfilesById"];
        post?: never;
        /** Delete a bank statement profile */
        delete: operations["deleteBankStatementProfilesById"];
        options?: never;
        head?: never;
        /**
         * Change fields of a bank statement profile
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be.
         */
        patch: operations["patchBankStatementProfilesById"];
        trace?: never;
    };
    "/api/v1/bankAccounts/{id}/statementImports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a bank account's statement imports, by id */
        get: operations["getBankAccountsByIdStatementImports"];
        put?: never;
        /**
         * Import a bank statement file
         * @description The file is the body, sent as any of text/csv, text/plain, application/xml, text/xml, application/x-ofx, application/octet-stream (up to 20 MiB). Lines the account already holds are skipped; a line that cannot be read refuses the whole file.
         */
        post: operations["postBankAccountsByIdStatementImports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bankAccounts/{id}/statementImports/{importId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a statement import */
        get: operations["getBankAccountsByIdStatementImportsByImportId"];
        put?: never;
        post?: never;
        /** Delete a statement import and its lines, while none of them is matched */
        delete: operations["deleteBankAccountsByIdStatementImportsByImportId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bankAccounts/{id}/statementLines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a bank account's statement lines, by id */
        get: operations["getBankAccountsByIdStatementLines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bankAccounts/{id}/statementLines/{lineId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a statement line */
        get: operations["getBankAccountsByIdStatementLinesByLineId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bankAccounts/{id}/statementLines/{lineId}/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an unmatched statement line could stand for, best first */
        get: operations["getBankAccountsByIdStatementLinesByLineIdSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bankAccounts/{id}/statementLines/autoMatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Match every line that has exactly one record of the same amount within a few days
         * @description A line is linked when exactly one unmatched record of the bank account has its amount within seven days, and that record has no other such line. No record is created. Answers the lines linked.
         */
        post: operations["postBankAccountsByIdStatementLinesAutoMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bankAccounts/{id}/statementLines/{lineId}/match": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Match a statement line to the records of the books it stands for */
        post: operations["postBankAccountsByIdStatementLinesByLineIdMatch"];
        /** Unmatch a statement line; its records stay in the books */
        delete: operations["deleteBankAccountsByIdStatementLinesByLineIdMatch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bankAccounts/{id}/statementLines/{lineId}/exclude": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a statement line aside: the books need not hold it */
        post: operations["postBankAccountsByIdStatementLinesByLineIdExclude"];
        /** Take an excluded statement line back, unmatched */
        delete: operations["deleteBankAccountsByIdStatementLinesByLineIdExclude"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bankAccounts/{id}/reconciliations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a bank account's reconciliations, by statement date */
        get: operations["getBankAccountsByIdReconciliations"];
        put?: never;
        /**
         * Reconcile the bank account to its statement's closing balance at a date
         * @description Accepted only when every statement line dated up to statementDate is matched or excluded, and closingBalance is what the books explain (see GET /bankAccounts/{id}/reconciliation). The lines up to the date, and the records they stand for, then do not change until the reconciliation is undone.
         */
        post: operations["postBankAccountsByIdReconciliations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bankAccounts/{id}/reconciliations/{reconciliationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a bank reconciliation */
        get: operations["getBankAccountsByIdReconciliationsByReconciliationId"];
        put?: never;
        post?: never;
        /** Undo the bank account's latest reconciliation */
        delete: operations["deleteBankAccountsByIdReconciliationsByReconciliationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bankAccounts/{id}/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the books explain the bank statement at the end of a date
         * @description statementBalance is ledgerBalance, less the amounts of unpresentedItems, plus the amounts of unmatchedLines and excludedTotal: what the statement shows at the date.
         */
        get: operations["getBankAccountsByIdReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bankRules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank rules
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getBankRules"];
        put?: never;
        /** Create a bank rule */
        post: operations["postBankRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bankRules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a bank rule */
        get: operations["getBankRulesById"];
        /**
         * Replace a bank rule
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putBankRulesById"];
        post?: never;
        /** Delete a bank rule */
        delete: operations["deleteBankRulesById"];
        options?: never;
        head?: never;
        /**
         * Change fields of a bank rule
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be.
         */
        patch: operations["patchBankRulesById"];
        trace?: never;
    };
    "/api/v1/reports/profitAndLoss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Income, cost of sales and expenses of a period, with gross and net profit */
        get: operations["getReportsProfitAndLoss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/balanceSheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Assets, liabilities and equity at a date, with retained and current-year earnings */
        get: operations["getReportsBalanceSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/vatReturn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The nine boxes of a UK VAT return for a period, with the rates and documents behind them */
        get: operations["getReportsVatReturn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/agedReceivables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What each client owed at a date, by days past due */
        get: operations["getReportsAgedReceivables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/agedPayables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the company owed each supplier at a date, by days past due */
        get: operations["getReportsAgedPayables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/journal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The general journal: every transaction with its postings, as JSON, hledger or beancount */
        get: operations["getReportsJournal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auditLog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every write to the books, newest first
         * @description One entry per create, change or delete (a line call changes its document; a change of the lock date is a change of the company), written in the transaction of the write: a refused or failed write leaves none. Without limit, the whole trail; with limit, one page, with a Link header with rel="next" when the page is full.
         */
        get: operations["getAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhookEndpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description In id order, unless the list takes a sort and one is given. Without limit, the whole list, written as it is read. With limit (1–1000) and offset or after, one page; the answer carries X-Total-Count, and a Link header with rel="next" when another page exists.
         */
        get: operations["getWebhookEndpoints"];
        put?: never;
        /** Create a webhook endpoint */
        post: operations["postWebhookEndpoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhookEndpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook endpoint */
        get: operations["getWebhookEndpointsById"];
        /**
         * Replace a webhook endpoint
         * @description The body is the whole record; an `id` in it, when present, must equal the path id.
         */
        put: operations["putWebhookEndpointsById"];
        post?: never;
        /** Delete a webhook endpoint */
        delete: operations["deleteWebhookEndpointsById"];
        options?: never;
        head?: never;
        /**
         * Change fields of a webhook endpoint
         * @description The body is a JSON Merge Patch (RFC 7396), sent as application/merge-patch+json or application/json: the fields sent change, null removes a field, the others stay. The record so merged is checked and written as a PUT of it would be.
         */
        patch: operations["patchWebhookEndpointsById"];
        trace?: never;
    };
    "/api/v1/webhookEndpoints/{id}/rotateSecret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a webhook endpoint a new signing secret
         * @description Answers the new secret, this once. The secret it replaces keeps signing beside it for 24 hours (each event then carries two signatures), so that receivers can move to the new one; a rotation within those hours drops the secret the one before replaced, at once.
         */
        post: operations["postWebhookEndpointsByIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhookEndpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event (ping) to a webhook endpoint
         * @description Writes a ping event, whose object names the endpoint, and a delivery of it to this endpoint alone, whatever the event types it wants. Answers the delivery: follow it in the list of deliveries.
         */
        post: operations["postWebhookEndpointsByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhookEndpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook endpoint's deliveries, newest first
         * @description Each event sent to the endpoint, with how its attempts went. Without limit, the whole list; with limit, one page, with a Link header with rel="next" when the page is full.
         */
        get: operations["getWebhookEndpointsByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhookEndpoints/{id}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Try a delivery again now
         * @description Makes the delivery pending again, its next attempt now, whatever became of it (failed, succeeded or still pending): one more attempt, signed with the secrets of the endpoint as they then are. Answers the delivery.
         */
        post: operations["postWebhookEndpointsByIdDeliveriesByDeliveryIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's events, newest first
         * @description Each event as its webhook deliveries send it. One page at a time (100 unless limit says), newest first, with a Link header with rel="next" when the page is full; no X-Total-Count. Events are kept 30 days, and longer while a delivery of them is still being tried.
         */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event, as its webhook deliveries send it */
        get: operations["getEventsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/apiKeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a user's API keys
         * @description The caller's own keys, in the order they were made; with userId, that user's keys, which needs the admin scope. Secrets are never shown: recognise a key by its prefix.
         */
        get: operations["getApiKeys"];
        put?: never;
        /**
         * Make an API key for yourself
         * @description Answers the key's secret, this once: only its hash is stored, so no answer is kept under an Idempotency-Key, which is refused (400): a retry makes another key, and the extra one can be revoked. Its scopes must be within the caller's own rights (the role's scopes that the calling key has), else 403. Use it as the password of HTTP Basic, with your user name, beside your other keys.
         */
        post: operations["postApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/apiKeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Deletes one of the caller's keys, or another user's with the admin scope (an owner's only by an owner). It stops working at once, in every process of the service. Answers the key as it was.
         */
        delete: operations["deleteApiKeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    event: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An event, POSTed to each enabled endpoint that wants its type
         * @description Signed as Standard Webhooks says: verify `webhook-signature` before trusting the body. Delivered at least once: retried on failure over about three days, so the same `webhook-id` may arrive more than once. Redirects are not followed.
         */
        post: operations["receiveEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description An RFC 9457 problem details body. */
        ProblemDetails: {
            /** @description A URI reference naming the kind of problem. */
            type: string;
            title: string;
            status: number;
            detail: string;
            requestId?: string;
            errors?: {
                /** @example invoiceLines[1].rate */
                path: string;
                message: string;
            }[];
            /**
             * @description A payment, allocation or refund: the amount refused.
             * @example 1,968.00
             */
            amount?: string;
            /**
             * @description What the documents (or the credit) had outstanding, which the amount exceeded.
             * @example 1,968.00
             */
            outstandingAmount?: string;
            /**
             * @description What a payment's money on account still held, which the amount exceeded.
             * @example 1,968.00
             */
            unallocatedAmount?: string;
            /**
             * @description A document whose total would be negative: its total.
             * @example 1,968.00
             */
            totalAmount?: string;
            /**
             * @description A manual journal entry that does not balance: its debits.
             * @example 1,968.00
             */
            debits?: string;
            /**
             * @description … and its credits.
             * @example 1,968.00
             */
            credits?: string;
            /**
             * @description … and debits less credits.
             * @example 1,968.00
             */
            difference?: string;
            /**
             * Format: date
             * @description A write dated on or before the lock date: the lock date.
             * @example 2026-11-22
             */
            lockDate?: string;
        } & {
            [key: string]: unknown;
        };
        /** Health */
        Health: {
            /** @enum {string} */
            status: "ok";
        };
        /** Company */
        Company: {
            /** @example 42 */
            id: number;
            name: string;
            /**
             * @description The base currency of the books.
             * @example GBP
             */
            currency: string;
            /** @description Nothing dated on or before it can be created, changed or deleted (a 422 names it); null when every period is open. A date on or after a transaction without a base value is refused (422). */
            lockDate: string | null;
            /**
             * @description The day, MM-DD, on which each financial year starts (`01-01` for the calendar year, `04-06` for the UK tax year). Reports take their default period and the balance sheet its current-year earnings from it. 29 February is refused: not every year has it. A day that would end a year of the books on another day on or before the lock date is refused (422).
             * @example 01-01
             */
            yearStart: string;
            /**
             * @description The registered name.
             * @example Acme Widgets Ltd
             */
            legalName?: string;
            /**
             * @description The name it trades under, shown above the legal name.
             * @example Acme
             */
            tradingName?: string;
            /**
             * @description The first line of its address.
             * @example 1 High Street
             */
            addressLine1?: string;
            /**
             * @description The second line of its address.
             * @example Suite 4
             */
            addressLine2?: string;
            /**
             * @description The town or city of its address.
             * @example London
             */
            city?: string;
            /**
             * @description The postcode of its address.
             * @example EC1A 1BB
             */
            postcode?: string;
            /**
             * @description The country of its address: an ISO 3166-1 alpha-2 code, lower case read as upper case; a code no country has is refused (422).
             * @example GB
             */
            countryCode?: string;
            /**
             * @description Its number at the registrar (Companies House).
             * @example 01234567
             */
            companyNumber?: string;
            /**
             * @description Its VAT registration number.
             * @example GB123456789
             */
            vatNumber?: string;
            /**
             * Format: email
             * @description The address its clients write to.
             * @example accounts@acme.example
             */
            email?: string;
            /**
             * @description Its telephone number.
             * @example +44 20 7946 0000
             */
            phone?: string;
            /**
             * @description Its website.
             * @example https://acme.example
             */
            website?: string;
            /**
             * @description How to pay it, as its invoices say: bank, sort code and account, or IBAN and BIC.
             * @example Acme Widgets Ltd, sort code 12-34-56, account 12345678
             */
            paymentInstructions?: string;
            /**
             * @description The last words of its invoices and credit notes.
             * @example Thank you for your business.
             */
            invoiceFooter?: string;
            /**
             * @description A new invoice that gives no dueDate is due this many days after its issue date; without it, a new invoice must give its dueDate.
             * @example 30
             */
            paymentTermsDays?: number;
            /**
             * @description How its documents write dates and money: a BCP 47 language tag the service formats in (`en-GB`, `de-DE`); one it cannot format in is refused (422). `en-GB` until it is set.
             * @example en-GB
             */
            locale: string;
            /** @description The logo its documents show (GET /company/logo); left out when it has none. */
            logo?: {
                /** @example image/png */
                mediaType: string;
                /**
                 * @description Its size in bytes.
                 * @example 5120
                 */
                size: number;
            };
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** CompanyUpdate */
        CompanyUpdate: {
            name?: string;
            /** @description Nothing dated on or before it can be created, changed or deleted (a 422 names it); null when every period is open. A date on or after a transaction without a base value is refused (422). */
            lockDate: string | null;
            /**
             * @description The day, MM-DD, on which each financial year starts (`01-01` for the calendar year, `04-06` for the UK tax year). Reports take their default period and the balance sheet its current-year earnings from it. 29 February is refused: not every year has it. A day that would end a year of the books on another day on or before the lock date is refused (422). Left out: unchanged.
             * @example 01-01
             */
            yearStart?: string;
            /** @description The registered name. Null unsets it; left out: unchanged. */
            legalName?: string | null;
            /** @description The name it trades under, shown above the legal name. Null unsets it; left out: unchanged. */
            tradingName?: string | null;
            /** @description The first line of its address. Null unsets it; left out: unchanged. */
            addressLine1?: string | null;
            /** @description The second line of its address. Null unsets it; left out: unchanged. */
            addressLine2?: string | null;
            /** @description The town or city of its address. Null unsets it; left out: unchanged. */
            city?: string | null;
            /** @description The postcode of its address. Null unsets it; left out: unchanged. */
            postcode?: string | null;
            /** @description The country of its address: an ISO 3166-1 alpha-2 code, lower case read as upper case; a code no country has is refused (422). Null unsets it; left out: unchanged. */
            countryCode?: string | null;
            /** @description Its number at the registrar (Companies House). Null unsets it; left out: unchanged. */
            companyNumber?: string | null;
            /** @description Its VAT registration number. Null unsets it; left out: unchanged. */
            vatNumber?: string | null;
            /** @description The address its clients write to. Null unsets it; left out: unchanged. */
            email?: string | null;
            /** @description Its telephone number. Null unsets it; left out: unchanged. */
            phone?: string | null;
            /** @description Its website. Null unsets it; left out: unchanged. */
            website?: string | null;
            /** @description How to pay it, as its invoices say: bank, sort code and account, or IBAN and BIC. Null unsets it; left out: unchanged. */
            paymentInstructions?: string | null;
            /** @description The last words of its invoices and credit notes. Null unsets it; left out: unchanged. */
            invoiceFooter?: string | null;
            /** @description A new invoice that gives no dueDate is due this many days after its issue date; without it, a new invoice must give its dueDate. Null unsets it; left out: unchanged. */
            paymentTermsDays?: number | null;
            /** @description How its documents write dates and money: a BCP 47 language tag the service formats in (`en-GB`, `de-DE`); one it cannot format in is refused (422). `en-GB` until it is set. Null unsets it; left out: unchanged. */
            locale?: string | null;
        };
        /**
         * CompanyUpdatePatch
         * @description A JSON Merge Patch (RFC 7396) of CompanyUpdate: the fields sent change, a field sent as null is removed (set to null where CompanyUpdate takes null), the others stay. The record so merged must be a valid CompanyUpdate.
         */
        CompanyUpdatePatch: {
            [key: string]: unknown;
        };
        /** Account */
        Account: {
            /** @example 42 */
            id: number;
            code: string;
            name: string;
            /** @enum {string} */
            type: "ASSET" | "LIABILITY" | "EQUITY" | "INCOME" | "EXPENSE";
            description?: string;
            /**
             * @description Set on the accounts that documents post to; they cannot be deleted.
             * @enum {string}
             */
            systemRole?: "TRADE_DEBTORS" | "TRADE_CREDITORS" | "SALES_TAX_CONTROL" | "EMPLOYEE_EXPENSES_PAYABLE" | "CURRENCY_CONVERSION" | "RETAINED_EARNINGS" | "SALES_INCOME" | "REALISED_CURRENCY_GAINS" | "UNREALISED_CURRENCY_GAINS" | "BAD_DEBTS";
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** AccountInput */
        AccountInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description May change, except for a system account, and for an expense with postings into or out of the cost of sales (5xxx).
             * @example 4000
             */
            code: string;
            name: string;
            /**
             * @description Fixed once the account has postings, or is a system account or the ledger account of a bank account.
             * @enum {string}
             */
            type: "ASSET" | "LIABILITY" | "EQUITY" | "INCOME" | "EXPENSE";
            description?: string | null;
        };
        /**
         * AccountInputPatch
         * @description A JSON Merge Patch (RFC 7396) of AccountInput: the fields sent change, a field sent as null is removed (set to null where AccountInput takes null), the others stay. The record so merged must be a valid AccountInput.
         */
        AccountInputPatch: {
            [key: string]: unknown;
        };
        /** SalesTax */
        SalesTax: {
            /** @example 42 */
            id: number;
            /** @example STANDARD */
            code: string;
            name: string;
            /** @example 0.2 */
            rate: number;
            /**
             * @description How VAT applies: `standard` charges the rate; `zeroRated`, `exempt` and `outsideScope` (in no box of the VAT return) are at rate 0; under `reverseCharge` (services from abroad) and `domesticReverseCharge` (construction, rate above 0) the buyer accounts for the VAT.
             * @example standard
             * @enum {string}
             */
            treatment: "standard" | "zeroRated" | "exempt" | "outsideScope" | "reverseCharge" | "domesticReverseCharge";
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** SalesTaxInput */
        SalesTaxInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /** @example 4000 */
            code: string;
            name: string;
            /**
             * @description A decimal fraction from 0 to 1 with at most 6 decimals: 0.2 is 20 %.
             * @example 0.2
             */
            rate: number;
            /**
             * @description How VAT applies: `standard` charges the rate; `zeroRated`, `exempt` and `outsideScope` (in no box of the VAT return) are at rate 0; under `reverseCharge` (services from abroad) and `domesticReverseCharge` (construction, rate above 0) the buyer accounts for the VAT. `standard` when left out on create; kept when an update leaves it out. It cannot change while documents use the sales tax.
             * @example standard
             * @enum {string}
             */
            treatment?: "standard" | "zeroRated" | "exempt" | "outsideScope" | "reverseCharge" | "domesticReverseCharge";
        };
        /**
         * SalesTaxInputPatch
         * @description A JSON Merge Patch (RFC 7396) of SalesTaxInput: the fields sent change, a field sent as null is removed (set to null where SalesTaxInput takes null), the others stay. The record so merged must be a valid SalesTaxInput.
         */
        SalesTaxInputPatch: {
            [key: string]: unknown;
        };
        /** ExchangeRate */
        ExchangeRate: {
            /** @example 42 */
            id: number;
            /** @example USD */
            currency: string;
            /**
             * Format: date
             * @example 2024-01-02
             */
            date: string;
            /** @example 0.7908452 */
            rate: number;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** ExchangeRateInput */
        ExchangeRateInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description The currency priced, any but the company's base currency; lower case is read as upper case.
             * @example USD
             */
            currency: string;
            /**
             * Format: date
             * @description The first day of the rate: it holds until the next rate of the currency.
             * @example 2026-11-22
             */
            date: string;
            /**
             * @description Units of the base currency for one unit of currency.
             * @example 0.7908452
             */
            rate: number;
        };
        /**
         * ExchangeRateInputPatch
         * @description A JSON Merge Patch (RFC 7396) of ExchangeRateInput: the fields sent change, a field sent as null is removed (set to null where ExchangeRateInput takes null), the others stay. The record so merged must be a valid ExchangeRateInput.
         */
        ExchangeRateInputPatch: {
            [key: string]: unknown;
        };
        /** CurrencyRevaluationLine */
        CurrencyRevaluationLine: {
            /** @example 42 */
            accountId: number;
            /** @example 1200 */
            accountCode: string;
            /** @example EUR */
            currency: string;
            /**
             * @description The balance in currency, debits minus credits.
             * @example 1,968.00
             */
            balance: string;
            /** @description Units of the base currency for one unit of currency on the date. */
            rate: number;
            /**
             * @description What the balance was worth in the books, in the base currency.
             * @example 1,968.00
             */
            bookValue: string;
            /**
             * @description balance × rate, rounded half away from zero to the cent.
             * @example 1,968.00
             */
            revaluedValue: string;
            /**
             * @description revaluedValue − bookValue: posted to the account, and its opposite to unrealised gains and losses.
             * @example 1,968.00
             */
            difference: string;
        };
        /** CurrencyRevaluation */
        CurrencyRevaluation: {
            /** @example 42 */
            id: number;
            /**
             * Format: date
             * @example 2026-01-31
             */
            date: string;
            /**
             * Format: date
             * @description The day after date, on which the revaluation is reversed.
             * @example 2026-11-22
             */
            reversalDate: string;
            lines: components["schemas"]["CurrencyRevaluationLine"][];
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** CurrencyRevaluationInput */
        CurrencyRevaluationInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * Format: date
             * @description The day whose rates value the foreign balances, as they stand at its end; the revaluation is reversed the day after.
             * @example 2026-11-22
             */
            date: string;
        };
        /** Employee */
        Employee: {
            /** @example 42 */
            id: number;
            name: string;
            email?: string;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** EmployeeInput */
        EmployeeInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            name: string;
            /**
             * Format: email
             * @example accounts@example.com
             */
            email?: string | null;
        };
        /**
         * EmployeeInputPatch
         * @description A JSON Merge Patch (RFC 7396) of EmployeeInput: the fields sent change, a field sent as null is removed (set to null where EmployeeInput takes null), the others stay. The record so merged must be a valid EmployeeInput.
         */
        EmployeeInputPatch: {
            [key: string]: unknown;
        };
        /** Client */
        Client: {
            /** @example 42 */
            id: number;
            name: string;
            email?: string;
            addressLine1?: string;
            addressLine2?: string;
            phoneNumber?: string;
            vatNumber?: string;
            /** @example GB */
            countryCode?: string;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** PartyInput */
        PartyInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            name: string;
            /**
             * Format: email
             * @example accounts@example.com
             */
            email?: string | null;
            addressLine1?: string | null;
            /** @description May be an empty string, and stays one. */
            addressLine2?: string | null;
            phoneNumber?: string | null;
            vatNumber?: string | null;
            /** @example GB */
            countryCode?: string | null;
        };
        /**
         * PartyInputPatch
         * @description A JSON Merge Patch (RFC 7396) of PartyInput: the fields sent change, a field sent as null is removed (set to null where PartyInput takes null), the others stay. The record so merged must be a valid PartyInput.
         */
        PartyInputPatch: {
            [key: string]: unknown;
        };
        /** Supplier */
        Supplier: {
            /** @example 42 */
            id: number;
            name: string;
            addressLine1?: string;
            addressLine2?: string;
            phoneNumber?: string;
            vatNumber?: string;
            /** @example GB */
            countryCode?: string;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** ClientBalance */
        ClientBalance: {
            currency: string;
            /**
             * @description Posted credit notes, in full.
             * @example 1,968.00
             */
            credited: string;
            /** @example 1,968.00 */
            paid: string;
            /** @example 1,968.00 */
            refunded: string;
            /**
             * @description What payments kept beyond what they paid and is not yet allocated or refunded; part of paid.
             * @example 1,968.00
             */
            onAccount: string;
            /**
             * @description Posted invoices, in full.
             * @example 1,968.00
             */
            invoiced: string;
            /**
             * @description What write-offs of its invoices took as bad debts.
             * @example 1,968.00
             */
            writtenOff: string;
            /**
             * @description invoiced − credited − paid + refunded − writtenOff: what the client owes, its share of trade debtors.
             * @example 1,968.00
             */
            outstanding: string;
        };
        /** SupplierBalance */
        SupplierBalance: {
            currency: string;
            /**
             * @description Posted credit notes, in full.
             * @example 1,968.00
             */
            credited: string;
            /** @example 1,968.00 */
            paid: string;
            /** @example 1,968.00 */
            refunded: string;
            /**
             * @description What payments kept beyond what they paid and is not yet allocated or refunded; part of paid.
             * @example 1,968.00
             */
            onAccount: string;
            /**
             * @description Bills, in full.
             * @example 1,968.00
             */
            billed: string;
            /**
             * @description billed − credited − paid + refunded: what the supplier is owed, its share of trade creditors.
             * @example 1,968.00
             */
            outstanding: string;
        };
        /** ClientStatement */
        ClientStatement: {
            /** @example 42 */
            clientId: number;
            clientName: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            from: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            to: string;
            /** @description One per currency, in code order, in which the client owed something before the period, has a line in it, or has something open at its end. */
            currencies: {
                currency: string;
                /**
                 * @description What the client owed at the end of the day before `from`.
                 * @example 1,968.00
                 */
                openingBalance: string;
                /** @description Each posted move dated in the period (drafts never), by date; on one day invoices, credit notes, payments, refunds, write-offs, each by id. */
                lines: {
                    /**
                     * Format: date
                     * @example 2026-11-22
                     */
                    date: string;
                    /**
                     * @description invoice (+), creditNote (−), payment (−: all it paid, on account included), refund (+) or writeOff (− a bad debt).
                     * @enum {string}
                     */
                    kind: "invoice" | "creditNote" | "payment" | "refund" | "writeOff";
                    /**
                     * @description The id of the invoice, credit note, payment, refund or write-off.
                     * @example 42
                     */
                    id: number;
                    /** @description The invoice's or credit note's number; a refund's credit note's; a write-off's invoice's; null for a payment. */
                    reference: string | null;
                    description: string;
                    /**
                     * @description What it adds to what the client owes: negative for what takes from it.
                     * @example 1,968.00
                     */
                    amount: string;
                    /**
                     * @description What the client owed after this line.
                     * @example 1,968.00
                     */
                    balance: string;
                }[];
                /**
                 * @description What the client owed at the end of `to`.
                 * @example 1,968.00
                 */
                closingBalance: string;
                /** @description What the client owed at the end of `to` by days past due: its row of the aged receivables of that day in this currency (`GET /reports/agedReceivables?date=…&currency=…`); total is the closing balance. */
                aged: {
                    /**
                     * @description Due on the date or later.
                     * @example 1,968.00
                     */
                    notDue: string;
                    /**
                     * @description 1 to 30 days past due.
                     * @example 1,968.00
                     */
                    days1To30: string;
                    /**
                     * @description 31 to 60 days past due.
                     * @example 1,968.00
                     */
                    days31To60: string;
                    /**
                     * @description 61 to 90 days past due.
                     * @example 1,968.00
                     */
                    days61To90: string;
                    /**
                     * @description More than 90 days past due.
                     * @example 1,968.00
                     */
                    over90: string;
                    /** @example 1,968.00 */
                    total: string;
                };
            }[];
        };
        /** SendDocumentInput */
        SendDocumentInput: {
            /** @description Whom to send it to: an address, or a list of them. */
            to: string | string[];
            /** @description Whom to copy it to. */
            cc?: string | string[];
            /** @description By default "Invoice INV-000001 from <the company's name>", as the document is named. */
            subject?: string;
            /** @description The text of the email. By default a short note of the document's total and due date, and the company's payment instructions when it has them. */
            message?: string;
        };
        /** DocumentEmail */
        DocumentEmail: {
            /** @example 42 */
            id: number;
            /** @example 42 */
            documentId: number;
            to: string[];
            cc: string[];
            subject: string;
            /** @description The file name of the PDF attached, as rendered when the send was asked for. */
            attachmentName: string;
            /**
             * @description pending: waits for its next attempt; sent: the mail server accepted it; failed: the server refused it for good (5xx), or the attempts ran out.
             * @enum {string}
             */
            status: "pending" | "sent" | "failed";
            /** @description The attempts made so far. */
            attempts: number;
            /**
             * Format: date-time
             * @description When it is next tried (UTC); null unless pending.
             */
            nextAttemptAt: string | null;
            /**
             * Format: date-time
             * @description When it was last tried (UTC); null before its first attempt.
             */
            lastAttemptAt: string | null;
            /** @description Why the last attempt failed: the mail server's answer, or why none came. */
            error: string | null;
            /** @description The user name of who asked for the send. */
            requestedBy: string;
            /**
             * Format: date-time
             * @description When the send was accepted (UTC).
             */
            createdAt: string;
        };
        /** LineItem */
        LineItem: {
            /** @example 42 */
            id: number;
            name: string;
            defaultDescription?: string;
            defaultQuantity?: number;
            /** @example 1,968.00 */
            defaultRate?: string;
            defaultSalesTaxCode?: string;
            displayQuantity?: boolean;
            displayRate?: boolean;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** LineItemInput */
        LineItemInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            name: string;
            defaultDescription?: string | null;
            /** @example 2 */
            defaultQuantity?: number | null;
            /**
             * @description An amount with at most two decimals: a number, or a string such as "1968.00" or "1,968.00". At most 999,999,999,999.99 in absolute value.
             * @example 1,968.00
             */
            defaultRate?: number | string | null;
            /** @example 4000 */
            defaultSalesTaxCode?: string | null;
            displayQuantity?: boolean | null;
            displayRate?: boolean | null;
        };
        /**
         * LineItemInputPatch
         * @description A JSON Merge Patch (RFC 7396) of LineItemInput: the fields sent change, a field sent as null is removed (set to null where LineItemInput takes null), the others stay. The record so merged must be a valid LineItemInput.
         */
        LineItemInputPatch: {
            [key: string]: unknown;
        };
        /** BankAccount */
        BankAccount: {
            /** @example 42 */
            id: number;
            name: string;
            accountNumber?: string;
            bankName?: string;
            iban?: string;
            sortCode?: string;
            /** @example GBP */
            currency: string;
            /** @enum {string} */
            type: "BANK_ACCOUNT" | "CREDIT_CARD";
            /**
             * @description The code of the ledger account that the bank account posts to, made and named with it.
             * @example 1300
             */
            ledgerAccountCode: string;
            /**
             * @description What the account holds in its currency, every movement recorded counted whatever its date: money in less money out (a credit card that is owed shows a negative balance).
             * @example 1,968.00
             */
            balance: string;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** BankAccountInput */
        BankAccountInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            name: string;
            accountNumber?: string | null;
            bankName?: string | null;
            iban?: string | null;
            sortCode?: string | null;
            /**
             * @description Defaults to the company's base currency on create; kept as it is when an update leaves it out.
             * @example GBP
             */
            currency?: string;
            /**
             * @description BANK_ACCOUNT on create when left out; kept as it is when an update leaves it out.
             * @enum {string}
             */
            type?: "BANK_ACCOUNT" | "CREDIT_CARD";
        };
        /**
         * BankAccountInputPatch
         * @description A JSON Merge Patch (RFC 7396) of BankAccountInput: the fields sent change, a field sent as null is removed (set to null where BankAccountInput takes null), the others stay. The record so merged must be a valid BankAccountInput.
         */
        BankAccountInputPatch: {
            [key: string]: unknown;
        };
        /** BankTransfer */
        BankTransfer: {
            /** @example 42 */
            id: number;
            /** @example 42 */
            fromBankAccountId: number;
            fromBankAccountName: string;
            fromBankCurrency: string;
            /** @example 42 */
            toBankAccountId: number;
            toBankAccountName: string;
            toBankCurrency: string;
            /** @example 1,968.00 */
            amount: string;
            /**
             * @description amount × exchangeRate, or amount within one currency.
             * @example 1,968.00
             */
            amountReceivedInBank: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            dateTransferred: string;
            /** @description Left out within one currency. */
            exchangeRate?: number;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** BankTransferInput */
        BankTransferInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            fromBankAccountId: number | string;
            /**
             * @description Another bank account of the company.
             * @example 42
             */
            toBankAccountId: number | string;
            /**
             * @description Taken from the source account, in its currency.
             * @example 1,968.00
             */
            amount: number | string;
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            dateTransferred: string;
            /**
             * @description Converts the amount's currency into the bank account's: received = amount × exchangeRate, rounded half-up to the cent. Required when the currencies differ; left out (or exactly 1) when they are the same.
             * @example 1.23456
             */
            exchangeRate?: number;
        };
        /**
         * BankTransferInputPatch
         * @description A JSON Merge Patch (RFC 7396) of BankTransferInput: the fields sent change, a field sent as null is removed (set to null where BankTransferInput takes null), the others stay. The record so merged must be a valid BankTransferInput.
         */
        BankTransferInputPatch: {
            [key: string]: unknown;
        };
        /** ClientPayment */
        ClientPayment: {
            /** @example 42 */
            id: number;
            currency: string;
            /** @example 1,968.00 */
            amount: string;
            /** @description Left out within one currency. */
            exchangeRate?: number;
            /**
             * @description What the payment kept on account beyond what it paid; left out when it kept nothing.
             * @example 1,968.00
             */
            onAccountAmount?: string;
            /**
             * @description What of onAccountAmount is still on account, not yet allocated or refunded; left out with it.
             * @example 1,968.00
             */
            unallocatedAmount?: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            dateReceived: string;
            /** @example 42 */
            clientId: number;
            /** @example 42 */
            bankAccountId: number;
            /**
             * @description The amount in the bank account's currency.
             * @example 1,968.00
             */
            amountReceivedInBank: string;
            invoiceIds: number[];
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** ClientPaymentInput */
        ClientPaymentInput: {
            /**
             * @description The currency of the documents paid.
             * @example GBP
             */
            currency: string;
            /**
             * @description An amount with at most two decimals: a number, or a string such as "1968.00" or "1,968.00". At most 999,999,999,999.99 in absolute value. More than zero.
             * @example 1,968.00
             */
            amount: number | string;
            /**
             * @description Converts the amount's currency into the bank account's: received = amount × exchangeRate, rounded half-up to the cent. Required when the currencies differ; left out (or exactly 1) when they are the same.
             * @example 1.23456
             */
            exchangeRate?: number;
            /** @description What the payment is more than its documents have outstanding stays on the party's account (onAccountAmount), to allocate to documents or refund later. Without it, such a payment is refused. */
            onAccount?: boolean;
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            dateReceived: string;
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            clientId: number | string;
            /**
             * @description The bank account the money arrives in.
             * @example 42
             */
            bankAccountId: number | string;
            /** @description Posted invoices of the client in the payment currency; paid by due date, then id. At least one, unless onAccount is true. */
            invoiceIds: (number | string)[];
        };
        /** SupplierPayment */
        SupplierPayment: {
            /** @example 42 */
            id: number;
            currency: string;
            /** @example 1,968.00 */
            amount: string;
            /** @description Left out within one currency. */
            exchangeRate?: number;
            /**
             * @description What the payment kept on account beyond what it paid; left out when it kept nothing.
             * @example 1,968.00
             */
            onAccountAmount?: string;
            /**
             * @description What of onAccountAmount is still on account, not yet allocated or refunded; left out with it.
             * @example 1,968.00
             */
            unallocatedAmount?: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            datePaid: string;
            /** @example 42 */
            supplierId: number;
            /** @example 42 */
            bankAccountId?: number;
            /** @example 42 */
            employeeId?: number;
            /**
             * @description The amount in the bank account's currency.
             * @example 1,968.00
             */
            amountPaidFromBank?: string;
            billIds: number[];
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** SupplierPaymentInput */
        SupplierPaymentInput: {
            /**
             * @description The currency of the documents paid.
             * @example GBP
             */
            currency: string;
            /**
             * @description An amount with at most two decimals: a number, or a string such as "1968.00" or "1,968.00". At most 999,999,999,999.99 in absolute value. More than zero.
             * @example 1,968.00
             */
            amount: number | string;
            /**
             * @description Converts the amount's currency into the bank account's: received = amount × exchangeRate, rounded half-up to the cent. Required when the currencies differ; left out (or exactly 1) when they are the same.
             * @example 1.23456
             */
            exchangeRate?: number;
            /** @description What the payment is more than its documents have outstanding stays on the party's account (onAccountAmount), to allocate to documents or refund later. Without it, such a payment is refused. */
            onAccount?: boolean;
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            datePaid: string;
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            supplierId: number | string;
            /**
             * @description The bank account paid from; or give employeeId.
             * @example 42
             */
            bankAccountId?: number | string;
            /**
             * @description The employee who paid, who is then owed it; or give bankAccountId.
             * @example 42
             */
            employeeId?: number | string;
            /** @description Bills of the supplier in the payment currency; when left out, the supplier's outstanding bills in that currency. Paid by due date, then id. Empty only with onAccount: a prepayment. */
            billIds?: (number | string)[];
        };
        /** InvoiceLine */
        InvoiceLine: {
            /** @example 42 */
            id: number;
            quantity: number;
            /** @example 1,968.00 */
            rate: string;
            salesTaxCode?: string;
            vatRate?: number;
            description?: string;
            item?: string;
            /**
             * @description quantity × unit price, rounded half-up to the cent.
             * @example 1,968.00
             */
            netAmount: string;
            /**
             * @description netAmount × the tax rate, rounded half-up to the cent: the VAT charged, none under a reverse charge.
             * @example 1,968.00
             */
            taxAmount: string;
            /**
             * @description Under a reverse charge only: netAmount × the tax rate, the VAT the buyer accounts for (as output and input VAT) instead of paying it to the seller; not in totalAmount.
             * @example 1,968.00
             */
            reverseChargeTaxAmount?: string;
        };
        /** Invoice */
        Invoice: {
            /** @example 42 */
            id: number;
            /** @example INV-000001 */
            invoiceNumber: string;
            /** @example GBP */
            currency: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            issueDate: string;
            /**
             * Format: date
             * @example 2026-12-22
             */
            dueDate: string;
            draft: boolean;
            clientName: string;
            /** @example 42 */
            clientId: number;
            poNumber?: string;
            /**
             * @description The recurring invoice that issued it, if one did.
             * @example 42
             */
            recurringInvoiceId?: number;
            /** @example 1,968.00 */
            netAmount: string;
            /** @example 1,968.00 */
            taxAmount: string;
            /**
             * @description The sum of the nets plus the sum of the taxes.
             * @example 1,968.00
             */
            totalAmount: string;
            /**
             * @description totalAmount less what payments, allocations of credit notes and refunds took from it; 0.00 on a draft, which owes nothing until it is issued.
             * @example 1,968.00
             */
            outstandingAmount: string;
            /** @description Units of the base currency for one unit of the document's currency, at which its postings are valued; left out in the base currency and while no rate is known. */
            exchangeRate?: number;
            /**
             * @description With exchangeRate: baseTotalAmount − baseTaxAmount.
             * @example 1,968.00
             */
            baseNetAmount?: string;
            /**
             * @description With exchangeRate: taxAmount in the base currency, as a tax return counts it (taxAmount × exchangeRate).
             * @example 1,968.00
             */
            baseTaxAmount?: string;
            /**
             * @description With exchangeRate: totalAmount × exchangeRate.
             * @example 1,968.00
             */
            baseTotalAmount?: string;
            /**
             * @description Derived from the document and what settled it, the first that applies of: `draft`: not issued, it owes nothing; `writtenOff`: what was left of it was written off as a bad debt; `paid`: nothing outstanding (so also with a zero total); `overdue`: something outstanding, and dueDate before today (in UTC); `partiallyPaid`: part of it settled, not yet past due; `open`: none of it settled, not yet past due.
             * @enum {string}
             */
            status: "draft" | "open" | "partiallyPaid" | "paid" | "overdue" | "writtenOff";
            /**
             * @description What a write-off took off what the invoice had outstanding (see writeOff).
             * @example 1,968.00
             */
            writtenOffAmount?: string;
            /** @description The write-off of the invoice, at /invoices/{id}/writeOff; left out while it has none. */
            writeOff?: {
                /** @example 42 */
                id: number;
                /**
                 * Format: date
                 * @example 2026-11-22
                 */
                date: string;
                /**
                 * @description The VAT reclaimed as bad-debt relief, in the invoice's currency: amount × taxAmount / totalAmount when the debt is more than six months past its due date on the write-off's date, else 0.00.
                 * @example 1,968.00
                 */
                vatReclaimed: string;
            };
            invoiceLines: components["schemas"]["InvoiceLine"][];
            /**
             * Format: date-time
             * @description When it was last sent by email: when the send was accepted (UTC).
             */
            sentAt?: string;
            /** @description The user name of who last sent it by email. */
            sentBy?: string;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /**
         * InvoiceLineInput
         * @example {
         *       "description": "Consulting",
         *       "quantity": 10,
         *       "rate": "95.00",
         *       "salesTaxCode": "STANDARD",
         *       "item": "hours"
         *     }
         */
        InvoiceLineInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description At most 6 decimals; negative for a discount line.
             * @example 2
             */
            quantity: number;
            /**
             * @description The code of a sales tax of the company (TAX_FORM A or auto); not with vatRate.
             * @example STANDARD
             */
            salesTaxCode?: string;
            /**
             * @description A tax rate from 0 to 1 (TAX_FORM B or auto); not with salesTaxCode.
             * @example 0.2
             */
            vatRate?: number;
            description?: string | null;
            /**
             * @description The unit rate.
             * @example 1,968.00
             */
            rate: number | string;
            /** @description The unit label of the line, such as "hours". */
            item?: string | null;
        };
        /** InvoiceInput */
        InvoiceInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description A three-letter currency code; lower case is read as upper case.
             * @example GBP
             */
            currency: string;
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            issueDate: string;
            /**
             * Format: date
             * @description Not before issueDate. Left out: issueDate plus the company's paymentTermsDays, and required (400) when the company has none.
             * @example 2026-11-22
             */
            dueDate?: string;
            /**
             * @description Units of the company's base currency for one unit of the document's currency. Left out, the company's rate for the date is taken (see /exchangeRates), or on an update the document's own as long as its currency and date stay; when none is known the document is not valued in the base currency until one is.
             * @example 0.85
             */
            exchangeRate?: number;
            /** @description Given by the service on create; an update may change it to a number no other invoice has. */
            invoiceNumber?: string;
            /** @description Either clientName or clientId. */
            clientName?: string;
            /**
             * @description Either clientId or clientName; both must agree.
             * @example 42
             */
            clientId?: number | string;
            /** @description A draft posts nothing and cannot be paid. False on create when left out; kept when an update leaves it out. */
            draft?: boolean;
            poNumber?: string | null;
            invoiceLines: components["schemas"]["InvoiceLineInput"][];
        };
        /** InvoiceUpdate */
        InvoiceUpdate: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description A three-letter currency code; lower case is read as upper case.
             * @example GBP
             */
            currency: string;
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            issueDate: string;
            /**
             * Format: date
             * @description Not before issueDate.
             * @example 2026-11-22
             */
            dueDate: string;
            /**
             * @description Units of the company's base currency for one unit of the document's currency. Left out, the company's rate for the date is taken (see /exchangeRates), or on an update the document's own as long as its currency and date stay; when none is known the document is not valued in the base currency until one is.
             * @example 0.85
             */
            exchangeRate?: number;
            /** @description Given by the service on create; an update may change it to a number no other invoice has. */
            invoiceNumber?: string;
            /** @description Either clientName or clientId. */
            clientName?: string;
            /**
             * @description Either clientId or clientName; both must agree.
             * @example 42
             */
            clientId?: number | string;
            /** @description A draft posts nothing and cannot be paid. False on create when left out; kept when an update leaves it out. */
            draft?: boolean;
            poNumber?: string | null;
            /** @description A line with an id replaces that line, one without is added; lines left out stay. */
            invoiceLines?: components["schemas"]["InvoiceLineInput"][];
        };
        /**
         * InvoiceUpdatePatch
         * @description A JSON Merge Patch (RFC 7396) of InvoiceUpdate: the fields sent change, a field sent as null is removed (set to null where InvoiceUpdate takes null), the others stay. The record so merged must be a valid InvoiceUpdate.
         */
        InvoiceUpdatePatch: {
            [key: string]: unknown;
        };
        /** InvoiceWriteOff */
        InvoiceWriteOff: {
            /** @example 42 */
            id: number;
            /** @example 42 */
            invoiceId: number;
            /**
             * Format: date
             * @example 2026-11-22
             */
            date: string;
            /**
             * @description What the invoice had outstanding, written off.
             * @example 1,968.00
             */
            amount: string;
            /**
             * @description The VAT reclaimed as bad-debt relief, in the invoice's currency: amount × taxAmount / totalAmount when the debt is more than six months past its due date on the write-off's date, else 0.00.
             * @example 1,968.00
             */
            vatReclaimed: string;
            note?: string;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** InvoiceWriteOffInput */
        InvoiceWriteOffInput: {
            /**
             * Format: date
             * @description The day the debt is written off: on or after the invoice's issue date and its last payment or allocation, after the lock date.
             * @example 2026-11-22
             */
            date: string;
            /** @description Why the debt is written off. */
            note?: string | null;
        };
        /** RecurringSchedule */
        RecurringSchedule: {
            /** @enum {string} */
            frequency: "weekly" | "monthly" | "quarterly" | "yearly";
            /** @description Every `interval` weeks, months, quarters or years. */
            interval: number;
            /** @description Monthly, quarterly and yearly only: the day each invoice is dated, or the last day of the month; a day past the end of a short month gives its last day (31 → 28 February). Without it, the day of startDate. */
            dayOfMonth?: number | "last";
        };
        /**
         * RecurringInvoiceLine
         * @example {
         *       "description": "Consulting",
         *       "quantity": 10,
         *       "rate": "95.00",
         *       "salesTaxCode": "STANDARD",
         *       "item": "hours"
         *     }
         */
        RecurringInvoiceLine: {
            /**
             * @description At most 6 decimals; negative for a discount line.
             * @example 2
             */
            quantity: number;
            /**
             * @description The code of a sales tax of the company (TAX_FORM A or auto); not with vatRate.
             * @example STANDARD
             */
            salesTaxCode?: string;
            /**
             * @description A tax rate from 0 to 1 (TAX_FORM B or auto); not with salesTaxCode.
             * @example 0.2
             */
            vatRate?: number;
            description?: string | null;
            /**
             * @description The unit rate.
             * @example 1,968.00
             */
            rate: number | string;
            /** @description The unit label of the line, such as "hours". */
            item?: string | null;
        };
        /** RecurringInvoice */
        RecurringInvoice: {
            /** @example 42 */
            id: number;
            /** @example 42 */
            clientId: number;
            /** @example GBP */
            currency: string;
            poNumber?: string;
            schedule: components["schemas"]["RecurringSchedule"];
            /**
             * Format: date
             * @example 2026-11-22
             */
            startDate: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            endDate?: string;
            count?: number;
            paymentTermsDays: number;
            draft: boolean;
            send: boolean;
            /** @description Left out when each invoice goes to the client's email address. */
            sendTo?: string[];
            sendCc?: string[];
            invoiceLines: components["schemas"]["RecurringInvoiceLine"][];
            /**
             * @description active: issues each occurrence as it falls due; paused: issues none (those that fall due while paused are never issued); ended: issues no more.
             * @enum {string}
             */
            status: "active" | "paused" | "ended";
            /** @description The date of the next invoice; null once it has none left to issue. */
            nextIssueDate: string | null;
            /** @description How many invoices it has issued. */
            issuedCount: number;
            /** @description Why the service paused it, when it did. */
            pausedReason?: string;
            /** @description Why it ended: its last occurrence, a call to end it, its client deleted. */
            endedReason?: string;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** RecurringInvoiceInput */
        RecurringInvoiceInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description The client each invoice is to.
             * @example 42
             */
            clientId: number | string;
            /**
             * @description A three-letter currency code; lower case is read as upper case.
             * @example GBP
             */
            currency: string;
            poNumber?: string | null;
            schedule: components["schemas"]["RecurringSchedule"];
            /**
             * Format: date
             * @description No invoice is dated before it.
             * @example 2026-11-22
             */
            startDate: string;
            /**
             * Format: date
             * @description No invoice is dated after it; not with count.
             * @example 2026-11-22
             */
            endDate?: string;
            /** @description How many invoices in all; not with endDate. */
            count?: number;
            /** @description Each invoice is due this many days after its date. */
            paymentTermsDays: number;
            /** @description Each invoice is made as a draft (true) or issued (false, when left out). */
            draft?: boolean;
            /** @description Each invoice is emailed, its PDF attached, as it is issued (true), or not (false, when left out). Not with draft: a draft is not sent. Refused (503) where email is not configured. */
            send?: boolean;
            /** @description Whom each invoice is sent to: an address, or a list of them. By default the client's email address. */
            sendTo?: string | string[];
            /** @description Whom each invoice is copied to. */
            sendCc?: string | string[];
            invoiceLines: components["schemas"]["RecurringInvoiceLine"][];
        };
        /**
         * RecurringInvoiceInputPatch
         * @description A JSON Merge Patch (RFC 7396) of RecurringInvoiceInput: the fields sent change, a field sent as null is removed (set to null where RecurringInvoiceInput takes null), the others stay. The record so merged must be a valid RecurringInvoiceInput.
         */
        RecurringInvoiceInputPatch: {
            [key: string]: unknown;
        };
        /** BillLine */
        BillLine: {
            /** @example 42 */
            id: number;
            quantity: number;
            /** @example 1,968.00 */
            unitPrice: string;
            salesTaxCode?: string;
            vatRate?: number;
            description?: string;
            categoryCode: string;
            /**
             * @description quantity × unit price, rounded half-up to the cent.
             * @example 1,968.00
             */
            netAmount: string;
            /**
             * @description netAmount × the tax rate, rounded half-up to the cent: the VAT charged, none under a reverse charge.
             * @example 1,968.00
             */
            taxAmount: string;
            /**
             * @description Under a reverse charge only: netAmount × the tax rate, the VAT the buyer accounts for (as output and input VAT) instead of paying it to the seller; not in totalAmount.
             * @example 1,968.00
             */
            reverseChargeTaxAmount?: string;
        };
        /** Bill */
        Bill: {
            /** @example 42 */
            id: number;
            /** @example GBP */
            currency: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            issueDate: string;
            /**
             * Format: date
             * @example 2026-12-22
             */
            dueDate: string;
            /** @enum {string} */
            type: "STOCK" | "ASSET" | "EXPENSE" | "SERVICE";
            supplierName: string;
            /** @example 42 */
            supplierId: number;
            /** @example 1,968.00 */
            netAmount: string;
            /** @example 1,968.00 */
            taxAmount: string;
            /**
             * @description The sum of the nets plus the sum of the taxes.
             * @example 1,968.00
             */
            totalAmount: string;
            /**
             * @description totalAmount less what payments, allocations of credit notes and refunds took from it; 0.00 on a draft, which owes nothing until it is issued.
             * @example 1,968.00
             */
            outstandingAmount: string;
            /** @description Units of the base currency for one unit of the document's currency, at which its postings are valued; left out in the base currency and while no rate is known. */
            exchangeRate?: number;
            /**
             * @description With exchangeRate: baseTotalAmount − baseTaxAmount.
             * @example 1,968.00
             */
            baseNetAmount?: string;
            /**
             * @description With exchangeRate: taxAmount in the base currency, as a tax return counts it (taxAmount × exchangeRate).
             * @example 1,968.00
             */
            baseTaxAmount?: string;
            /**
             * @description With exchangeRate: totalAmount × exchangeRate.
             * @example 1,968.00
             */
            baseTotalAmount?: string;
            /**
             * @description Derived from the document and what settled it, the first that applies of: `paid`: nothing outstanding (so also with a zero total); `overdue`: something outstanding, and dueDate before today (in UTC); `partiallyPaid`: part of it settled, not yet past due; `open`: none of it settled, not yet past due.
             * @enum {string}
             */
            status: "open" | "partiallyPaid" | "paid" | "overdue";
            billLines: components["schemas"]["BillLine"][];
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /**
         * BillLineInput
         * @example {
         *       "description": "Office chairs",
         *       "quantity": 4,
         *       "unitPrice": "120.00",
         *       "salesTaxCode": "STANDARD",
         *       "categoryCode": "6300"
         *     }
         */
        BillLineInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description At most 6 decimals; negative for a discount line.
             * @example 2
             */
            quantity: number;
            /**
             * @description The code of a sales tax of the company (TAX_FORM A or auto); not with vatRate.
             * @example STANDARD
             */
            salesTaxCode?: string;
            /**
             * @description A tax rate from 0 to 1 (TAX_FORM B or auto); not with salesTaxCode.
             * @example 0.2
             */
            vatRate?: number;
            description?: string | null;
            /**
             * @description An amount with at most two decimals: a number, or a string such as "1968.00" or "1,968.00". At most 999,999,999,999.99 in absolute value.
             * @example 1,968.00
             */
            unitPrice: number | string;
            /**
             * @description The code of the account the line is booked to (not a bank or system account). Required for a new line; a replaced line keeps its category when left out.
             * @example 6300
             */
            categoryCode?: string;
        };
        /** BillInput */
        BillInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description A three-letter currency code; lower case is read as upper case.
             * @example GBP
             */
            currency: string;
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            issueDate: string;
            /**
             * Format: date
             * @description Not before issueDate.
             * @example 2026-11-22
             */
            dueDate: string;
            /**
             * @description Units of the company's base currency for one unit of the document's currency. Left out, the company's rate for the date is taken (see /exchangeRates), or on an update the document's own as long as its currency and date stay; when none is known the document is not valued in the base currency until one is.
             * @example 0.85
             */
            exchangeRate?: number;
            /** @description Either supplierName or supplierId. */
            supplierName?: string;
            /**
             * @description Either supplierId or supplierName; both must agree.
             * @example 42
             */
            supplierId?: number | string;
            /**
             * @description EXPENSE on create when left out; kept when an update leaves it out.
             * @enum {string}
             */
            type?: "STOCK" | "ASSET" | "EXPENSE" | "SERVICE";
            billLines: components["schemas"]["BillLineInput"][];
        };
        /** BillUpdate */
        BillUpdate: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description A three-letter currency code; lower case is read as upper case.
             * @example GBP
             */
            currency: string;
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            issueDate: string;
            /**
             * Format: date
             * @description Not before issueDate.
             * @example 2026-11-22
             */
            dueDate: string;
            /**
             * @description Units of the company's base currency for one unit of the document's currency. Left out, the company's rate for the date is taken (see /exchangeRates), or on an update the document's own as long as its currency and date stay; when none is known the document is not valued in the base currency until one is.
             * @example 0.85
             */
            exchangeRate?: number;
            /** @description Either supplierName or supplierId. */
            supplierName?: string;
            /**
             * @description Either supplierId or supplierName; both must agree.
             * @example 42
             */
            supplierId?: number | string;
            /**
             * @description EXPENSE on create when left out; kept when an update leaves it out.
             * @enum {string}
             */
            type?: "STOCK" | "ASSET" | "EXPENSE" | "SERVICE";
            /** @description A line with an id replaces that line, one without is added; lines left out stay. */
            billLines?: components["schemas"]["BillLineInput"][];
        };
        /**
         * BillUpdatePatch
         * @description A JSON Merge Patch (RFC 7396) of BillUpdate: the fields sent change, a field sent as null is removed (set to null where BillUpdate takes null), the others stay. The record so merged must be a valid BillUpdate.
         */
        BillUpdatePatch: {
            [key: string]: unknown;
        };
        /** CreditNote */
        CreditNote: {
            /** @example 42 */
            id: number;
            /** @example CN-000001 */
            creditNoteNumber: string;
            /** @example GBP */
            currency: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            issueDate: string;
            /**
             * Format: date
             * @example 2026-12-22
             */
            dueDate: string;
            draft: boolean;
            clientName: string;
            /** @example 42 */
            clientId: number;
            /** @example 42 */
            invoiceId?: number;
            reference?: string;
            /** @example 1,968.00 */
            netAmount: string;
            /** @example 1,968.00 */
            taxAmount: string;
            /**
             * @description The sum of the nets plus the sum of the taxes.
             * @example 1,968.00
             */
            totalAmount: string;
            /**
             * @description totalAmount less what payments, allocations of credit notes and refunds took from it; 0.00 on a draft, which owes nothing until it is issued.
             * @example 1,968.00
             */
            outstandingAmount: string;
            /** @description Units of the base currency for one unit of the document's currency, at which its postings are valued; left out in the base currency and while no rate is known. */
            exchangeRate?: number;
            /**
             * @description With exchangeRate: baseTotalAmount − baseTaxAmount.
             * @example 1,968.00
             */
            baseNetAmount?: string;
            /**
             * @description With exchangeRate: taxAmount in the base currency, as a tax return counts it (taxAmount × exchangeRate).
             * @example 1,968.00
             */
            baseTaxAmount?: string;
            /**
             * @description With exchangeRate: totalAmount × exchangeRate.
             * @example 1,968.00
             */
            baseTotalAmount?: string;
            /**
             * @description Derived from the document and what settled it, the first that applies of: `draft`: not issued, it holds no credit; `paid`: all of its credit allocated or refunded (so also with a zero total); `partiallyPaid`: part of its credit allocated or refunded; `open`: none of its credit used. A credit never falls overdue: its holder uses it when they choose.
             * @enum {string}
             */
            status: "draft" | "open" | "partiallyPaid" | "paid";
            creditNoteLines: components["schemas"]["InvoiceLine"][];
            /**
             * Format: date-time
             * @description When it was last sent by email: when the send was accepted (UTC).
             */
            sentAt?: string;
            /** @description The user name of who last sent it by email. */
            sentBy?: string;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** CreditNoteInput */
        CreditNoteInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description A three-letter currency code; lower case is read as upper case.
             * @example GBP
             */
            currency: string;
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            issueDate: string;
            /**
             * Format: date
             * @description Not before issueDate.
             * @example 2026-11-22
             */
            dueDate: string;
            /**
             * @description Units of the company's base currency for one unit of the document's currency. Left out, the company's rate for the date is taken (see /exchangeRates), or on an update the document's own as long as its currency and date stay; when none is known the document is not valued in the base currency until one is.
             * @example 0.85
             */
            exchangeRate?: number;
            /** @description Given by the service on create; an update may change a draft to a number no other credit note has. */
            creditNoteNumber?: string;
            /** @description Either clientName or clientId. */
            clientName?: string;
            /**
             * @description Either clientId or clientName; both must agree.
             * @example 42
             */
            clientId?: number | string;
            /**
             * @description The invoice the credit note corrects: one of the client's, in the same currency.
             * @example 42
             */
            invoiceId?: number | string;
            /** @description A draft posts nothing and cannot be allocated. False on create when left out; kept when an update leaves it out. */
            draft?: boolean;
            /** @description Free text, such as the reason for the credit. */
            reference?: string | null;
            creditNoteLines: components["schemas"]["InvoiceLineInput"][];
        };
        /** CreditNoteUpdate */
        CreditNoteUpdate: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description A three-letter currency code; lower case is read as upper case.
             * @example GBP
             */
            currency: string;
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            issueDate: string;
            /**
             * Format: date
             * @description Not before issueDate.
             * @example 2026-11-22
             */
            dueDate: string;
            /**
             * @description Units of the company's base currency for one unit of the document's currency. Left out, the company's rate for the date is taken (see /exchangeRates), or on an update the document's own as long as its currency and date stay; when none is known the document is not valued in the base currency until one is.
             * @example 0.85
             */
            exchangeRate?: number;
            /** @description Given by the service on create; an update may change a draft to a number no other credit note has. */
            creditNoteNumber?: string;
            /** @description Either clientName or clientId. */
            clientName?: string;
            /**
             * @description Either clientId or clientName; both must agree.
             * @example 42
             */
            clientId?: number | string;
            /**
             * @description The invoice the credit note corrects: one of the client's, in the same currency.
             * @example 42
             */
            invoiceId?: number | string;
            /** @description A draft posts nothing and cannot be allocated. False on create when left out; kept when an update leaves it out. */
            draft?: boolean;
            /** @description Free text, such as the reason for the credit. */
            reference?: string | null;
            /** @description A line with an id replaces that line, one without is added; lines left out stay. */
            creditNoteLines?: components["schemas"]["InvoiceLineInput"][];
        };
        /**
         * CreditNoteUpdatePatch
         * @description A JSON Merge Patch (RFC 7396) of CreditNoteUpdate: the fields sent change, a field sent as null is removed (set to null where CreditNoteUpdate takes null), the others stay. The record so merged must be a valid CreditNoteUpdate.
         */
        CreditNoteUpdatePatch: {
            [key: string]: unknown;
        };
        /** SupplierCredit */
        SupplierCredit: {
            /** @example 42 */
            id: number;
            /** @example GBP */
            currency: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            issueDate: string;
            /**
             * Format: date
             * @example 2026-12-22
             */
            dueDate: string;
            supplierName: string;
            /** @example 42 */
            supplierId: number;
            /** @example 42 */
            billId?: number;
            reference?: string;
            /** @example 1,968.00 */
            netAmount: string;
            /** @example 1,968.00 */
            taxAmount: string;
            /**
             * @description The sum of the nets plus the sum of the taxes.
             * @example 1,968.00
             */
            totalAmount: string;
            /**
             * @description totalAmount less what payments, allocations of credit notes and refunds took from it; 0.00 on a draft, which owes nothing until it is issued.
             * @example 1,968.00
             */
            outstandingAmount: string;
            /** @description Units of the base currency for one unit of the document's currency, at which its postings are valued; left out in the base currency and while no rate is known. */
            exchangeRate?: number;
            /**
             * @description With exchangeRate: baseTotalAmount − baseTaxAmount.
             * @example 1,968.00
             */
            baseNetAmount?: string;
            /**
             * @description With exchangeRate: taxAmount in the base currency, as a tax return counts it (taxAmount × exchangeRate).
             * @example 1,968.00
             */
            baseTaxAmount?: string;
            /**
             * @description With exchangeRate: totalAmount × exchangeRate.
             * @example 1,968.00
             */
            baseTotalAmount?: string;
            /**
             * @description Derived from the document and what settled it, the first that applies of: `paid`: all of its credit allocated or refunded (so also with a zero total); `partiallyPaid`: part of its credit allocated or refunded; `open`: none of its credit used. A credit never falls overdue: its holder uses it when they choose.
             * @enum {string}
             */
            status: "open" | "partiallyPaid" | "paid";
            supplierCreditLines: components["schemas"]["BillLine"][];
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** SupplierCreditInput */
        SupplierCreditInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description A three-letter currency code; lower case is read as upper case.
             * @example GBP
             */
            currency: string;
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            issueDate: string;
            /**
             * Format: date
             * @description Not before issueDate.
             * @example 2026-11-22
             */
            dueDate: string;
            /**
             * @description Units of the company's base currency for one unit of the document's currency. Left out, the company's rate for the date is taken (see /exchangeRates), or on an update the document's own as long as its currency and date stay; when none is known the document is not valued in the base currency until one is.
             * @example 0.85
             */
            exchangeRate?: number;
            /** @description Either supplierName or supplierId. */
            supplierName?: string;
            /**
             * @description Either supplierId or supplierName; both must agree.
             * @example 42
             */
            supplierId?: number | string;
            /**
             * @description The bill the credit note corrects: one of the supplier's, in the same currency.
             * @example 42
             */
            billId?: number | string;
            /** @description The supplier's number of its credit note, or other free text. */
            reference?: string | null;
            supplierCreditLines: components["schemas"]["BillLineInput"][];
        };
        /** SupplierCreditUpdate */
        SupplierCreditUpdate: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description A three-letter currency code; lower case is read as upper case.
             * @example GBP
             */
            currency: string;
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            issueDate: string;
            /**
             * Format: date
             * @description Not before issueDate.
             * @example 2026-11-22
             */
            dueDate: string;
            /**
             * @description Units of the company's base currency for one unit of the document's currency. Left out, the company's rate for the date is taken (see /exchangeRates), or on an update the document's own as long as its currency and date stay; when none is known the document is not valued in the base currency until one is.
             * @example 0.85
             */
            exchangeRate?: number;
            /** @description Either supplierName or supplierId. */
            supplierName?: string;
            /**
             * @description Either supplierId or supplierName; both must agree.
             * @example 42
             */
            supplierId?: number | string;
            /**
             * @description The bill the credit note corrects: one of the supplier's, in the same currency.
             * @example 42
             */
            billId?: number | string;
            /** @description The supplier's number of its credit note, or other free text. */
            reference?: string | null;
            /** @description A line with an id replaces that line, one without is added; lines left out stay. */
            supplierCreditLines?: components["schemas"]["BillLineInput"][];
        };
        /**
         * SupplierCreditUpdatePatch
         * @description A JSON Merge Patch (RFC 7396) of SupplierCreditUpdate: the fields sent change, a field sent as null is removed (set to null where SupplierCreditUpdate takes null), the others stay. The record so merged must be a valid SupplierCreditUpdate.
         */
        SupplierCreditUpdatePatch: {
            [key: string]: unknown;
        };
        /** Quote */
        Quote: {
            /** @example 42 */
            id: number;
            /** @example QU-000001 */
            quoteNumber: string;
            /** @example GBP */
            currency: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            issueDate: string;
            /**
             * Format: date
             * @example 2026-12-22
             */
            expiryDate: string;
            draft: boolean;
            clientName: string;
            /** @example 42 */
            clientId: number;
            poNumber?: string;
            /** @example 1,968.00 */
            netAmount: string;
            /** @example 1,968.00 */
            taxAmount: string;
            /**
             * @description The sum of the nets plus the sum of the taxes.
             * @example 1,968.00
             */
            totalAmount: string;
            /** @description Units of the base currency for one unit of the document's currency, at which its postings are valued; left out in the base currency and while no rate is known. */
            exchangeRate?: number;
            /**
             * @description With exchangeRate: baseTotalAmount − baseTaxAmount.
             * @example 1,968.00
             */
            baseNetAmount?: string;
            /**
             * @description With exchangeRate: taxAmount in the base currency, as a tax return counts it (taxAmount × exchangeRate).
             * @example 1,968.00
             */
            baseTaxAmount?: string;
            /**
             * @description With exchangeRate: totalAmount × exchangeRate.
             * @example 1,968.00
             */
            baseTotalAmount?: string;
            /**
             * @description draft: not yet given to the client; sent: given (marked sent or emailed), awaiting an answer; accepted, declined: the answer; expired: sent, not answered, and its expiryDate before today (in UTC), derived on every read; invoiced: converted to the invoice invoiceId.
             * @enum {string}
             */
            status: "draft" | "sent" | "accepted" | "declined" | "expired" | "invoiced";
            /**
             * @description The invoice the quote was converted to.
             * @example 42
             */
            invoiceId?: number;
            quoteLines: components["schemas"]["InvoiceLine"][];
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** QuoteInput */
        QuoteInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description A three-letter currency code; lower case is read as upper case.
             * @example GBP
             */
            currency: string;
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            issueDate: string;
            /**
             * @description Units of the company's base currency for one unit of the document's currency. Left out, the company's rate for the date is taken (see /exchangeRates), or on an update the document's own as long as its currency and date stay; when none is known the document is not valued in the base currency until one is.
             * @example 0.85
             */
            exchangeRate?: number;
            /**
             * Format: date
             * @description The last day the quote stands: not before issueDate.
             * @example 2026-11-22
             */
            expiryDate: string;
            /** @description Given by the service on create (QU-000001, the quotes' own sequence); a draft's may change to one no other quote has. */
            quoteNumber?: string;
            /** @description Either clientName or clientId. */
            clientName?: string;
            /**
             * @description Either clientId or clientName; both must agree.
             * @example 42
             */
            clientId?: number | string;
            /** @description A draft has not been given to the client; false is a quote given (sent). True on create when left out; kept when an update leaves it out. */
            draft?: boolean;
            poNumber?: string | null;
            quoteLines: components["schemas"]["InvoiceLineInput"][];
        };
        /** QuoteUpdate */
        QuoteUpdate: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description A three-letter currency code; lower case is read as upper case.
             * @example GBP
             */
            currency: string;
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            issueDate: string;
            /**
             * @description Units of the company's base currency for one unit of the document's currency. Left out, the company's rate for the date is taken (see /exchangeRates), or on an update the document's own as long as its currency and date stay; when none is known the document is not valued in the base currency until one is.
             * @example 0.85
             */
            exchangeRate?: number;
            /**
             * Format: date
             * @description The last day the quote stands: not before issueDate.
             * @example 2026-11-22
             */
            expiryDate: string;
            /** @description Given by the service on create (QU-000001, the quotes' own sequence); a draft's may change to one no other quote has. */
            quoteNumber?: string;
            /** @description Either clientName or clientId. */
            clientName?: string;
            /**
             * @description Either clientId or clientName; both must agree.
             * @example 42
             */
            clientId?: number | string;
            /** @description A draft has not been given to the client; false is a quote given (sent). True on create when left out; kept when an update leaves it out. */
            draft?: boolean;
            poNumber?: string | null;
            /** @description A line with an id replaces that line, one without is added; lines left out stay. */
            quoteLines?: components["schemas"]["InvoiceLineInput"][];
        };
        /**
         * QuoteUpdatePatch
         * @description A JSON Merge Patch (RFC 7396) of QuoteUpdate: the fields sent change, a field sent as null is removed (set to null where QuoteUpdate takes null), the others stay. The record so merged must be a valid QuoteUpdate.
         */
        QuoteUpdatePatch: {
            [key: string]: unknown;
        };
        /** QuoteConversion */
        QuoteConversion: {
            /**
             * Format: date
             * @description The invoice's issue date: today (UTC) when left out.
             * @example 2026-11-22
             */
            issueDate?: string;
            /**
             * Format: date
             * @description The invoice's due date, not before its issue date. Left out: the issue date plus the company's paymentTermsDays, or the issue date when the company has none.
             * @example 2026-11-22
             */
            dueDate?: string;
        };
        /** CreditNoteAllocation */
        CreditNoteAllocation: {
            /** @example 42 */
            id: number;
            /** @example 42 */
            creditNoteId: number;
            /** @example 42 */
            invoiceId: number;
            /** @example 1,968.00 */
            amount: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            date: string;
        };
        /** InvoiceAllocationInput */
        InvoiceAllocationInput: {
            /**
             * @description An open invoice of the client's, in the credit's currency.
             * @example 42
             */
            invoiceId: number | string;
            /**
             * @description At most what the credit (a credit note, or money on account) and the invoice have outstanding.
             * @example 1,968.00
             */
            amount: number | string;
            /**
             * Format: date
             * @description When the credit is set against the document: the later of their issue dates when left out.
             * @example 2026-11-22
             */
            date?: string;
        };
        /** SupplierCreditAllocation */
        SupplierCreditAllocation: {
            /** @example 42 */
            id: number;
            /** @example 42 */
            supplierCreditId: number;
            /** @example 42 */
            billId: number;
            /** @example 1,968.00 */
            amount: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            date: string;
        };
        /** BillAllocationInput */
        BillAllocationInput: {
            /**
             * @description An open bill of the supplier's, in the credit's currency.
             * @example 42
             */
            billId: number | string;
            /**
             * @description At most what the credit (a supplier credit, or money on account) and the bill have outstanding.
             * @example 1,968.00
             */
            amount: number | string;
            /**
             * Format: date
             * @description When the credit is set against the document: the later of their issue dates when left out.
             * @example 2026-11-22
             */
            date?: string;
        };
        /** ClientPaymentAllocation */
        ClientPaymentAllocation: {
            /** @example 42 */
            id: number;
            /** @example 42 */
            paymentId: number;
            /** @example 42 */
            invoiceId: number;
            /** @example 1,968.00 */
            amount: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            date: string;
        };
        /** SupplierPaymentAllocation */
        SupplierPaymentAllocation: {
            /** @example 42 */
            id: number;
            /** @example 42 */
            paymentId: number;
            /** @example 42 */
            billId: number;
            /** @example 1,968.00 */
            amount: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            date: string;
        };
        /** ClientRefund */
        ClientRefund: {
            /** @example 42 */
            id: number;
            currency: string;
            /** @example 1,968.00 */
            amount: string;
            /** @description Left out within one currency. */
            exchangeRate?: number;
            /** @example 42 */
            bankAccountId: number;
            /**
             * @description The payment whose money on account was refunded.
             * @example 42
             */
            paymentId?: number;
            /** @example 42 */
            clientId: number;
            /**
             * @description The credit note refunded; left out for money on account.
             * @example 42
             */
            creditNoteId?: number;
            /**
             * Format: date
             * @example 2026-11-22
             */
            datePaid: string;
            /**
             * @description The amount in the bank account's currency.
             * @example 1,968.00
             */
            amountPaidFromBank: string;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** ClientRefundInput */
        ClientRefundInput: {
            /**
             * @description The currency of the credit refunded.
             * @example GBP
             */
            currency: string;
            /**
             * @description At most what the credit note has outstanding, or what the payment's money on account has unallocated.
             * @example 1,968.00
             */
            amount: number | string;
            /**
             * @description Converts the amount's currency into the bank account's: received = amount × exchangeRate, rounded half-up to the cent. Required when the currencies differ; left out (or exactly 1) when they are the same.
             * @example 1.23456
             */
            exchangeRate?: number;
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            bankAccountId: number | string;
            /**
             * @description A payment of the party's whose money on account is refunded; or give the credit note.
             * @example 42
             */
            paymentId?: number | string;
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            clientId: number | string;
            /**
             * @description A posted credit note of the client, in the refund's currency; or give paymentId.
             * @example 42
             */
            creditNoteId?: number | string;
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            datePaid: string;
        };
        /** SupplierRefund */
        SupplierRefund: {
            /** @example 42 */
            id: number;
            currency: string;
            /** @example 1,968.00 */
            amount: string;
            /** @description Left out within one currency. */
            exchangeRate?: number;
            /** @example 42 */
            bankAccountId: number;
            /**
             * @description The payment whose money on account was refunded.
             * @example 42
             */
            paymentId?: number;
            /** @example 42 */
            supplierId: number;
            /**
             * @description The credit refunded; left out for money on account.
             * @example 42
             */
            supplierCreditId?: number;
            /**
             * Format: date
             * @example 2026-11-22
             */
            dateReceived: string;
            /**
             * @description The amount in the bank account's currency.
             * @example 1,968.00
             */
            amountReceivedInBank: string;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** SupplierRefundInput */
        SupplierRefundInput: {
            /**
             * @description The currency of the credit refunded.
             * @example GBP
             */
            currency: string;
            /**
             * @description At most what the credit note has outstanding, or what the payment's money on account has unallocated.
             * @example 1,968.00
             */
            amount: number | string;
            /**
             * @description Converts the amount's currency into the bank account's: received = amount × exchangeRate, rounded half-up to the cent. Required when the currencies differ; left out (or exactly 1) when they are the same.
             * @example 1.23456
             */
            exchangeRate?: number;
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            bankAccountId: number | string;
            /**
             * @description A payment of the party's whose money on account is refunded; or give the credit note.
             * @example 42
             */
            paymentId?: number | string;
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            supplierId: number | string;
            /**
             * @description A credit of the supplier, in the refund's currency; or give paymentId.
             * @example 42
             */
            supplierCreditId?: number | string;
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            dateReceived: string;
        };
        /** JournalLine */
        JournalLine: {
            /** @example 42 */
            id: number;
            accountCode: string;
            /** @example 1,968.00 */
            debitAmountValue: string;
            /** @example 1,968.00 */
            creditAmountValue: string;
            /** @description On a taxed line only. */
            salesTaxCode?: string;
            /**
             * @description On a taxed line only: the VAT it posts.
             * @example 1,968.00
             */
            taxAmountValue?: string;
        };
        /** JournalEntry */
        JournalEntry: {
            /** @example 42 */
            id: number;
            reason: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            date: string;
            /** @example GBP */
            currency: string;
            /** @description Units of the base currency for one unit of currency; left out in the base currency and while no rate is known. */
            exchangeRate?: number;
            manualJournalEntryLines: components["schemas"]["JournalLine"][];
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /**
         * JournalLineInput
         * @example {
         *       "accountCode": "6100",
         *       "debitAmountValue": "100.00",
         *       "creditAmountValue": "100.00"
         *     }
         */
        JournalLineInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description The code of an account of the chart of accounts.
             * @example 4000
             */
            accountCode: string;
            /**
             * @description Zero when left out.
             * @example 1,968.00
             */
            debitAmountValue?: number | string;
            /**
             * @description Zero when left out.
             * @example 1,968.00
             */
            creditAmountValue?: number | string;
            /**
             * @description The sales tax of what the line records: its amount is then the net, and the entry also posts the VAT to the sales tax control account, on the same side; the VAT return counts a taxed debit as a purchase (boxes 4 and 7) and a taxed credit as a sale (boxes 1 and 6).
             * @example 4000
             */
            salesTaxCode?: string;
            /**
             * @description With salesTaxCode: the VAT, when it is not the rate's VAT on the net (a total that includes VAT splits with a penny either way); zero under a treatment that charges none.
             * @example 1,968.00
             */
            taxAmountValue?: number | string;
        };
        /** JournalEntryInput */
        JournalEntryInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            reason: string;
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            date: string;
            /**
             * @description The currency of every line; the company's base currency when created without it, kept when an update leaves it out. A line on a bank account's ledger account must be in that bank account's currency.
             * @example GBP
             */
            currency?: string;
            /**
             * @description Units of the company's base currency for one unit of the document's currency. Left out, the company's rate for the date is taken (see /exchangeRates), or on an update the document's own as long as its currency and date stay; when none is known the document is not valued in the base currency until one is.
             * @example 0.85
             */
            exchangeRate?: number;
            manualJournalEntryLines: components["schemas"]["JournalLineInput"][];
        };
        /** JournalEntryUpdate */
        JournalEntryUpdate: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            reason: string;
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            date: string;
            /**
             * @description The currency of every line; the company's base currency when created without it, kept when an update leaves it out. A line on a bank account's ledger account must be in that bank account's currency.
             * @example GBP
             */
            currency?: string;
            /**
             * @description Units of the company's base currency for one unit of the document's currency. Left out, the company's rate for the date is taken (see /exchangeRates), or on an update the document's own as long as its currency and date stay; when none is known the document is not valued in the base currency until one is.
             * @example 0.85
             */
            exchangeRate?: number;
            manualJournalEntryLines?: components["schemas"]["JournalLineInput"][];
        };
        /**
         * JournalEntryUpdatePatch
         * @description A JSON Merge Patch (RFC 7396) of JournalEntryUpdate: the fields sent change, a field sent as null is removed (set to null where JournalEntryUpdate takes null), the others stay. The record so merged must be a valid JournalEntryUpdate.
         */
        JournalEntryUpdatePatch: {
            [key: string]: unknown;
        };
        /** AccountLedger */
        AccountLedger: {
            account: {
                /** @example 42 */
                id: number;
                code: string;
                name: string;
                /** @enum {string} */
                type: "ASSET" | "LIABILITY" | "EQUITY" | "INCOME" | "EXPENSE";
            };
            /**
             * Format: date
             * @example 2026-11-22
             */
            from?: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            to?: string;
            openingBalances: {
                /** @example GBP */
                currency: string;
                /**
                 * @description Debits minus credits.
                 * @example 1,968.00
                 */
                balance: string;
            }[];
            postings: {
                /** @example 42 */
                id: number;
                /**
                 * Format: date
                 * @example 2026-11-22
                 */
                date: string;
                /** @example 42 */
                transactionId: number;
                /**
                 * @description On a reversal: the transaction it cancels. An edit of a posted record reverses what it posted and posts anew; a delete reverses it.
                 * @example 42
                 */
                reversesTransactionId?: number;
                source: {
                    /** @enum {string} */
                    type: "MANUAL_JOURNAL_ENTRY" | "INVOICE" | "BILL" | "CREDIT_NOTE" | "SUPPLIER_CREDIT" | "BANK_TRANSFER" | "CLIENT_PAYMENT" | "SUPPLIER_PAYMENT" | "CREDIT_NOTE_ALLOCATION" | "SUPPLIER_CREDIT_ALLOCATION" | "CLIENT_ON_ACCOUNT_ALLOCATION" | "SUPPLIER_ON_ACCOUNT_ALLOCATION" | "CLIENT_REFUND" | "SUPPLIER_REFUND" | "INVOICE_WRITE_OFF" | "CURRENCY_REVALUATION" | "CURRENCY_REVALUATION_REVERSAL";
                    /** @example 42 */
                    id: number;
                };
                currency: string;
                /** @example 1,968.00 */
                debit: string;
                /** @example 1,968.00 */
                credit: string;
                /**
                 * @description The running balance in this currency, debits minus credits.
                 * @example 1,968.00
                 */
                balance: string;
            }[];
            closingBalances: {
                /** @example GBP */
                currency: string;
                /**
                 * @description Debits minus credits.
                 * @example 1,968.00
                 */
                balance: string;
            }[];
        };
        /** TrialBalance */
        TrialBalance: {
            /**
             * Format: date
             * @example 2026-11-22
             */
            date: string;
            lines: {
                /** @example 42 */
                accountId: number;
                code: string;
                name: string;
                /** @enum {string} */
                type: "ASSET" | "LIABILITY" | "EQUITY" | "INCOME" | "EXPENSE";
                currency: string;
                /** @example 1,968.00 */
                debit: string;
                /** @example 1,968.00 */
                credit: string;
            }[];
            totals: {
                currency: string;
                /** @example 1,968.00 */
                debit: string;
                /** @example 1,968.00 */
                credit: string;
            }[];
            /** @description With currency=base: the base currency of every line. */
            currency?: string;
            /** @description With currency=base: the transactions up to the date without a base value (a rate they need is not known yet); their amounts are in no line. */
            unvalued?: {
                /** @example 42 */
                transactionId: number;
                /**
                 * Format: date
                 * @example 2026-11-22
                 */
                date: string;
                source: {
                    /** @enum {string} */
                    type: "MANUAL_JOURNAL_ENTRY" | "INVOICE" | "BILL" | "CREDIT_NOTE" | "SUPPLIER_CREDIT" | "BANK_TRANSFER" | "CLIENT_PAYMENT" | "SUPPLIER_PAYMENT" | "CREDIT_NOTE_ALLOCATION" | "SUPPLIER_CREDIT_ALLOCATION" | "CLIENT_ON_ACCOUNT_ALLOCATION" | "SUPPLIER_ON_ACCOUNT_ALLOCATION" | "CLIENT_REFUND" | "SUPPLIER_REFUND" | "INVOICE_WRITE_OFF" | "CURRENCY_REVALUATION" | "CURRENCY_REVALUATION_REVERSAL";
                    /** @example 42 */
                    id: number;
                };
            }[];
        };
        /** BankStatement */
        BankStatement: {
            bankAccount: {
                /** @example 42 */
                id: number;
                name: string;
                currency: string;
                ledgerAccountCode: string;
            };
            /**
             * Format: date
             * @example 2026-11-22
             */
            from?: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            to?: string;
            /**
             * @description The balance before the first movement shown: before `from`, or before the page's first movement.
             * @example 1,968.00
             */
            openingBalance: string;
            /** @description In date order, then in the order they were recorded. */
            transactions: {
                /**
                 * @description The posting to the ledger account of the bank account.
                 * @example 42
                 */
                id: number;
                /**
                 * Format: date
                 * @example 2026-11-22
                 */
                date: string;
                /** @example 42 */
                transactionId: number;
                /**
                 * @description On a reversal (of an edited or deleted record): the transaction it cancels.
                 * @example 42
                 */
                reversesTransactionId?: number;
                /** @description The record that moved the money: a payment, a transfer or a manual journal entry. */
                source: {
                    /** @enum {string} */
                    type: "MANUAL_JOURNAL_ENTRY" | "INVOICE" | "BILL" | "CREDIT_NOTE" | "SUPPLIER_CREDIT" | "BANK_TRANSFER" | "CLIENT_PAYMENT" | "SUPPLIER_PAYMENT" | "CREDIT_NOTE_ALLOCATION" | "SUPPLIER_CREDIT_ALLOCATION" | "CLIENT_ON_ACCOUNT_ALLOCATION" | "SUPPLIER_ON_ACCOUNT_ALLOCATION" | "CLIENT_REFUND" | "SUPPLIER_REFUND" | "INVOICE_WRITE_OFF" | "CURRENCY_REVALUATION" | "CURRENCY_REVALUATION_REVERSAL";
                    /** @example 42 */
                    id: number;
                };
                /**
                 * @description Money in, or out when negative, in the currency of the account.
                 * @example 1,968.00
                 */
                amount: string;
                /**
                 * @description The balance after this movement.
                 * @example 1,968.00
                 */
                balance: string;
            }[];
            /**
             * @description The balance after the last movement shown.
             * @example 1,968.00
             */
            closingBalance: string;
        };
        /** BankStatementProfile */
        BankStatementProfile: {
            /** @example 42 */
            id: number;
            name: string;
            dateColumn: string;
            /** @enum {string} */
            dateFormat: "DD/MM/YYYY" | "MM/DD/YYYY" | "YYYY-MM-DD" | "DD-MMM-YYYY" | "DD MMM YYYY" | "DD.MM.YYYY" | "DD/MM/YY" | "YYYYMMDD";
            amountColumn?: string;
            moneyInColumn?: string;
            moneyOutColumn?: string;
            descriptionColumns: string[];
            referenceColumn?: string;
            counterpartyColumn?: string;
            balanceColumn?: string;
            delimiter: string;
            decimalSeparator: string;
            skipRows: number;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** BankStatementProfileInput */
        BankStatementProfileInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            name: string;
            /** @description The header of the column holding the date. */
            dateColumn: string;
            /**
             * @description How the dates are written.
             * @enum {string}
             */
            dateFormat: "DD/MM/YYYY" | "MM/DD/YYYY" | "YYYY-MM-DD" | "DD-MMM-YYYY" | "DD MMM YYYY" | "DD.MM.YYYY" | "DD/MM/YY" | "YYYYMMDD";
            /** @description The column of signed amounts: money in positive, money out negative. */
            amountColumn?: string | null;
            /** @description With moneyOutColumn, instead of amountColumn: the column of money in. */
            moneyInColumn?: string | null;
            /** @description With moneyInColumn: the column of money out, written positive. */
            moneyOutColumn?: string | null;
            /** @description The columns that describe a line, joined by a space in this order. */
            descriptionColumns: string[];
            /** @description The column of the bank's reference. */
            referenceColumn?: string | null;
            /** @description The column naming who paid or was paid. */
            counterpartyColumn?: string | null;
            /** @description The column of the balance after each line. */
            balanceColumn?: string | null;
            /**
             * @description Between columns; a comma unless given.
             * @enum {string}
             */
            delimiter?: "," | ";" | "\t" | "|";
            /**
             * @description In amounts; a point unless given.
             * @enum {string}
             */
            decimalSeparator?: "." | ",";
            /** @description Rows before the header row to skip; none unless given. */
            skipRows?: number;
        };
        /**
         * BankStatementProfileInputPatch
         * @description A JSON Merge Patch (RFC 7396) of BankStatementProfileInput: the fields sent change, a field sent as null is removed (set to null where BankStatementProfileInput takes null), the others stay. The record so merged must be a valid BankStatementProfileInput.
         */
        BankStatementProfileInputPatch: {
            [key: string]: unknown;
        };
        /** BankStatementImport */
        BankStatementImport: {
            /** @example 42 */
            id: number;
            /** @example 42 */
            bankAccountId: number;
            /** @enum {string} */
            format: "csv" | "ofx" | "camt053" | "mt940";
            /** @description Of the file, as sent. */
            sha256: string;
            linesImported: number;
            /** @description Lines the bank account already held, from an earlier import. */
            duplicatesSkipped: number;
            /**
             * Format: date
             * @example 2026-11-22
             */
            from?: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            to?: string;
            openingBalance?: {
                /**
                 * Format: date
                 * @example 2026-11-22
                 */
                date: string;
                /** @example 1,968.00 */
                amount: string;
            };
            closingBalance?: {
                /**
                 * Format: date
                 * @example 2026-11-22
                 */
                date: string;
                /** @example 1,968.00 */
                amount: string;
            };
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** BankStatementLine */
        BankStatementLine: {
            /** @example 42 */
            id: number;
            /** @example 42 */
            bankAccountId: number;
            /** @example 42 */
            importId: number;
            /**
             * Format: date
             * @example 2026-11-22
             */
            date: string;
            /** @example 1,968.00 */
            amount: string;
            description: string;
            reference?: string;
            counterpartyName?: string;
            counterpartyAccount?: string;
            /** @description The bank's own id for the line. */
            bankId?: string;
            /** @enum {string} */
            status: "unmatched" | "matched" | "excluded";
            /** @description The records of the books the line stands for. */
            matches: {
                /** @enum {string} */
                type: "clientPayment" | "supplierPayment" | "clientRefund" | "supplierRefund" | "bankTransfer" | "manualJournalEntry";
                /** @example 42 */
                id: number;
                /** @example 1,968.00 */
                amount: string;
            }[];
            /** @example 42 */
            reconciliationId?: number;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** BankStatementSuggestion */
        BankStatementSuggestion: {
            /**
             * @description A record that exists (match it), an invoice or bill that a new payment would settle, or a bank rule whose proposal would be booked (create it).
             * @enum {string}
             */
            type: "clientPayment" | "supplierPayment" | "clientRefund" | "supplierRefund" | "bankTransfer" | "manualJournalEntry" | "invoice" | "bill" | "bankRule";
            /** @example 42 */
            id: number;
            /** @description Higher is better: 100 the line quotes the number, 80 the same amount from the same party, 53–60 the same amount within a week, 52 a document in another currency whose outstanding at the company’s rate is within 2 % of the line from the same party, 44–51 one due within a week, 40 a rule. */
            score: number;
            reason: string;
            /**
             * @description What the record moved the bank by, or what the document has outstanding, signed as the line: in the bank's currency, at the company's rate of the line's day for a document in another currency. Left out for such a document when the company has no rate on that day.
             * @example 1,968.00
             */
            amount?: string;
            /**
             * Format: date
             * @description The record's date, or the document's due date.
             * @example 2026-11-22
             */
            date?: string;
            partyName?: string;
            /** @description A document in another currency than the bank's: its currency. Left out otherwise. */
            currency?: string;
            /**
             * @description A document in another currency than the bank's: what it has outstanding in its currency.
             * @example 1,968.00
             */
            outstanding?: string;
        };
        /** BankStatementLineBooking */
        BankStatementLineBooking: {
            /**
             * @description What to create; or give bankRuleId to book what a rule proposes.
             * @enum {string}
             */
            type?: "clientPayment" | "supplierPayment" | "bankTransfer" | "manualJournalEntry";
            /** @description clientPayment: the invoices it pays, all of one client and in one currency. */
            invoiceIds?: (number | string)[];
            /**
             * @description clientPayment: the client, when no invoice is named (money on account).
             * @example 42
             */
            clientId?: number | string;
            /** @description supplierPayment: the bills it pays, all of one supplier and in one currency. */
            billIds?: (number | string)[];
            /**
             * @description supplierPayment: the supplier, when no bill is named.
             * @example 42
             */
            supplierId?: number | string;
            /** @description clientPayment, supplierPayment: keep what the documents do not take on the party’s account. */
            onAccount?: boolean;
            /**
             * @description clientPayment, supplierPayment of documents in another currency than the bank's: what the payment is in their currency, when not all they have outstanding. The payment is in their currency, and what the bank received or paid is the line's amount, at the rate that makes it so. Refused for documents in the bank's currency, where the line's amount is the payment.
             * @example 1,968.00
             */
            amount?: number | string;
            /**
             * @description bankTransfer: the other bank account; money out of this one goes to it, money in comes from it.
             * @example 42
             */
            bankAccountId?: number | string;
            /**
             * @description manualJournalEntry: the account the other side of the line goes to.
             * @example 4000
             */
            accountCode?: string;
            /**
             * @description manualJournalEntry: the sales tax of what the line paid or received; its amount includes the VAT the sales tax charges (amount × rate / (1 + rate), rounded half-up to the penny), which goes to the sales tax control account and the VAT return, and the account takes the rest. A reverse charge or a zero rate charges none: the account takes it all, and the VAT return counts the net.
             * @example 4000
             */
            salesTaxCode?: string;
            /** @description manualJournalEntry: the line’s description when left out. */
            reason?: string;
            /**
             * @description Book what this rule proposes for the line.
             * @example 42
             */
            bankRuleId?: number | string;
        };
        /**
         * BankStatementMatchInput
         * @description Either matches, linking records that exist, or create, making the record from the line, dated and valued as it says.
         */
        BankStatementMatchInput: {
            /** @description Records of the books that the line stands for; or give create. */
            matches?: {
                /** @enum {string} */
                type: "clientPayment" | "supplierPayment" | "clientRefund" | "supplierRefund" | "bankTransfer" | "manualJournalEntry";
                /**
                 * @description A record id, as a number or a numeric string.
                 * @example 42
                 */
                id: number | string;
            }[];
            create?: components["schemas"]["BankStatementLineBooking"];
        };
        /** BankReconciliationInput */
        BankReconciliationInput: {
            /**
             * Format: date
             * @description A calendar date written YYYY-MM-DD.
             * @example 2026-11-22
             */
            statementDate: string;
            /**
             * @description An amount with at most two decimals: a number, or a string such as "1968.00" or "1,968.00". At most 999,999,999,999.99 in absolute value.
             * @example 1,968.00
             */
            closingBalance: number | string;
        };
        /** BankReconciliation */
        BankReconciliation: {
            /** @example 42 */
            id: number;
            /** @example 42 */
            bankAccountId: number;
            /**
             * Format: date
             * @example 2026-11-22
             */
            statementDate: string;
            /** @example 1,968.00 */
            closingBalance: string;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** BankReconciliationState */
        BankReconciliationState: {
            /** @example 42 */
            bankAccountId: number;
            /**
             * Format: date
             * @example 2026-11-22
             */
            date: string;
            /** @example 1,968.00 */
            ledgerBalance: string;
            /** @description Records of the books dated up to the date that no statement line up to it stands for (a cheque not yet presented), and those dated later that a line up to it stands for. */
            unpresentedItems: {
                /** @enum {string} */
                type: "clientPayment" | "supplierPayment" | "clientRefund" | "supplierRefund" | "bankTransfer" | "manualJournalEntry";
                /** @example 42 */
                id: number;
                /**
                 * Format: date
                 * @example 2026-11-22
                 */
                date: string;
                /** @example 1,968.00 */
                amount: string;
            }[];
            /** @example 1,968.00 */
            statementBalance: string;
            unmatchedLines: components["schemas"]["BankStatementLine"][];
            /**
             * @description What the lines set aside up to the date add up to: on the statement, and not in the books.
             * @example 1,968.00
             */
            excludedTotal: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            lastReconciledDate?: string;
        };
        /** BankRule */
        BankRule: {
            /** @example 42 */
            id: number;
            name: string;
            /** @example 42 */
            bankAccountId?: number;
            /** @enum {string} */
            direction: "in" | "out" | "any";
            conditions: {
                /** @enum {string} */
                field: "description" | "reference" | "counterpartyName" | "amount";
                /** @enum {string} */
                operator: "contains" | "equals" | "startsWith" | "greaterThan" | "lessThan";
                /** @description An amount is written as the API writes money. */
                value: string;
            }[];
            /** @enum {string} */
            match: "all" | "any";
            action: {
                /** @enum {string} */
                type: "manualJournalEntry";
                accountCode: string;
                salesTaxCode?: string;
                reason?: string;
            };
            priority: number;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /** BankRuleInput */
        BankRuleInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            name: string;
            /**
             * @description The bank account whose lines the rule looks at; every account's when left out.
             * @example 42
             */
            bankAccountId?: number | string | null;
            /**
             * @description in: money in only; out: money out only; any: both.
             * @enum {string}
             */
            direction: "in" | "out" | "any";
            conditions: {
                /**
                 * @description The part of the statement line compared.
                 * @enum {string}
                 */
                field: "description" | "reference" | "counterpartyName" | "amount";
                /**
                 * @description contains, equals or startsWith on description, reference and counterpartyName (ignoring case and repeated spaces); equals, greaterThan or lessThan on amount.
                 * @enum {string}
                 */
                operator: "contains" | "equals" | "startsWith" | "greaterThan" | "lessThan";
                /** @description Text, or for amount a money amount such as "25.00", compared with the line's amount without its sign (direction says in or out). */
                value: string;
            }[];
            /**
             * @description all: every condition must hold; any: one is enough. all when left out.
             * @enum {string}
             */
            match?: "all" | "any";
            action: {
                /**
                 * @description What matching a line with the rule books: a manual journal entry between the bank and the account.
                 * @enum {string}
                 */
                type: "manualJournalEntry";
                /**
                 * @description The account of the entry's other side; not a bank account's ledger account.
                 * @example 4000
                 */
                accountCode: string;
                /**
                 * @description The sales tax that the amount includes, if any.
                 * @example 4000
                 */
                salesTaxCode?: string;
                /** @description The reason the entry is given. */
                reason?: string | null;
            };
            /** @description Rules are tried lower first. 100 when left out. */
            priority?: number;
        };
        /**
         * BankRuleInputPatch
         * @description A JSON Merge Patch (RFC 7396) of BankRuleInput: the fields sent change, a field sent as null is removed (set to null where BankRuleInput takes null), the others stay. The record so merged must be a valid BankRuleInput.
         */
        BankRuleInputPatch: {
            [key: string]: unknown;
        };
        /** ProfitAndLoss */
        ProfitAndLoss: {
            /**
             * Format: date
             * @example 2026-11-22
             */
            from: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            to: string;
            /** @description The currency of every figure. */
            currency: string;
            compareFrom?: string;
            compareTo?: string;
            /** @description The income accounts: credits less debits in the period. */
            income: {
                /** @description In code order; an account without a figure is left out. */
                accounts: {
                    /** @example 42 */
                    accountId: number;
                    code: string;
                    name: string;
                    /** @example 1,968.00 */
                    amount: string;
                    /**
                     * @description With a comparison: the figure of that period.
                     * @example 1,968.00
                     */
                    compareAmount?: string;
                }[];
                /** @example 1,968.00 */
                total: string;
                /** @example 1,968.00 */
                compareTotal?: string;
            };
            /** @description The expense accounts coded 5xxx: debits less credits in the period. */
            costOfSales: {
                /** @description In code order; an account without a figure is left out. */
                accounts: {
                    /** @example 42 */
                    accountId: number;
                    code: string;
                    name: string;
                    /** @example 1,968.00 */
                    amount: string;
                    /**
                     * @description With a comparison: the figure of that period.
                     * @example 1,968.00
                     */
                    compareAmount?: string;
                }[];
                /** @example 1,968.00 */
                total: string;
                /** @example 1,968.00 */
                compareTotal?: string;
            };
            /**
             * @description Income less cost of sales.
             * @example 1,968.00
             */
            grossProfit: string;
            /** @example 1,968.00 */
            compareGrossProfit?: string;
            /** @description The other expense accounts: debits less credits in the period. */
            expenses: {
                /** @description In code order; an account without a figure is left out. */
                accounts: {
                    /** @example 42 */
                    accountId: number;
                    code: string;
                    name: string;
                    /** @example 1,968.00 */
                    amount: string;
                    /**
                     * @description With a comparison: the figure of that period.
                     * @example 1,968.00
                     */
                    compareAmount?: string;
                }[];
                /** @example 1,968.00 */
                total: string;
                /** @example 1,968.00 */
                compareTotal?: string;
            };
            /**
             * @description Gross profit less expenses; negative for a loss.
             * @example 1,968.00
             */
            netProfit: string;
            /** @example 1,968.00 */
            compareNetProfit?: string;
            /** @description In the base currency: the transactions of the period (and of the period compared) without a base value (a rate they need is not known yet); their amounts are in no figure. */
            unvalued?: {
                /** @example 42 */
                transactionId: number;
                /**
                 * Format: date
                 * @example 2026-11-22
                 */
                date: string;
                source: {
                    /** @enum {string} */
                    type: "MANUAL_JOURNAL_ENTRY" | "INVOICE" | "BILL" | "CREDIT_NOTE" | "SUPPLIER_CREDIT" | "BANK_TRANSFER" | "CLIENT_PAYMENT" | "SUPPLIER_PAYMENT" | "CREDIT_NOTE_ALLOCATION" | "SUPPLIER_CREDIT_ALLOCATION" | "CLIENT_ON_ACCOUNT_ALLOCATION" | "SUPPLIER_ON_ACCOUNT_ALLOCATION" | "CLIENT_REFUND" | "SUPPLIER_REFUND" | "INVOICE_WRITE_OFF" | "CURRENCY_REVALUATION" | "CURRENCY_REVALUATION_REVERSAL";
                    /** @example 42 */
                    id: number;
                };
            }[];
        };
        /** BalanceSheet */
        BalanceSheet: {
            /**
             * Format: date
             * @example 2026-11-22
             */
            date: string;
            /** @description The first day of the financial year of `date`, from the company's `yearStart`. */
            yearStart: string;
            /** @description The currency of every figure. */
            currency: string;
            /** @description The asset accounts: debits less credits. */
            assets: {
                /** @description In code order; an account without a figure is left out. */
                accounts: {
                    /** @example 42 */
                    accountId: number;
                    code: string;
                    name: string;
                    /** @example 1,968.00 */
                    amount: string;
                    /**
                     * @description With a comparison: the figure of that period.
                     * @example 1,968.00
                     */
                    compareAmount?: string;
                }[];
                /** @example 1,968.00 */
                total: string;
                /** @example 1,968.00 */
                compareTotal?: string;
            };
            /** @description The liability accounts: credits less debits. */
            liabilities: {
                /** @description In code order; an account without a figure is left out. */
                accounts: {
                    /** @example 42 */
                    accountId: number;
                    code: string;
                    name: string;
                    /** @example 1,968.00 */
                    amount: string;
                    /**
                     * @description With a comparison: the figure of that period.
                     * @example 1,968.00
                     */
                    compareAmount?: string;
                }[];
                /** @example 1,968.00 */
                total: string;
                /** @example 1,968.00 */
                compareTotal?: string;
            };
            /** @description The equity accounts (credits less debits) with the profit not yet moved to one; the total equals assets less liabilities. */
            equity: {
                /** @description In code order; an account without a figure is left out. */
                accounts: {
                    /** @example 42 */
                    accountId: number;
                    code: string;
                    name: string;
                    /** @example 1,968.00 */
                    amount: string;
                    /**
                     * @description With a comparison: the figure of that period.
                     * @example 1,968.00
                     */
                    compareAmount?: string;
                }[];
                /** @example 1,968.00 */
                total: string;
                /** @example 1,968.00 */
                compareTotal?: string;
                /**
                 * @description The profit of the financial years before `yearStart`, in the total.
                 * @example 1,968.00
                 */
                retainedEarnings: string;
                /**
                 * @description The profit from `yearStart` to `date`, in the total.
                 * @example 1,968.00
                 */
                currentYearEarnings: string;
            };
            /**
             * @description Assets less liabilities.
             * @example 1,968.00
             */
            netAssets: string;
            /** @description In the base currency: the transactions up to the date without a base value (a rate they need is not known yet); their amounts are in no figure. */
            unvalued?: {
                /** @example 42 */
                transactionId: number;
                /**
                 * Format: date
                 * @example 2026-11-22
                 */
                date: string;
                source: {
                    /** @enum {string} */
                    type: "MANUAL_JOURNAL_ENTRY" | "INVOICE" | "BILL" | "CREDIT_NOTE" | "SUPPLIER_CREDIT" | "BANK_TRANSFER" | "CLIENT_PAYMENT" | "SUPPLIER_PAYMENT" | "CREDIT_NOTE_ALLOCATION" | "SUPPLIER_CREDIT_ALLOCATION" | "CLIENT_ON_ACCOUNT_ALLOCATION" | "SUPPLIER_ON_ACCOUNT_ALLOCATION" | "CLIENT_REFUND" | "SUPPLIER_REFUND" | "INVOICE_WRITE_OFF" | "CURRENCY_REVALUATION" | "CURRENCY_REVALUATION_REVERSAL";
                    /** @example 42 */
                    id: number;
                };
            }[];
        };
        /** VatReturn */
        VatReturn: {
            /**
             * Format: date
             * @example 2026-11-22
             */
            from: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            to: string;
            /** @description The currency of every figure. */
            currency: string;
            /** @description The boxes of a UK VAT return, named as HMRC's VAT API names them. */
            boxes: {
                /**
                 * @description Box 1: VAT due on the invoices issued in the period, and the VAT reverse charged on the bills issued in it.
                 * @example 1,968.00
                 */
                vatDueSales: string;
                /**
                 * @description Box 2: VAT due on acquisitions from the EU; none is recorded, so zero.
                 * @example 1,968.00
                 */
                vatDueAcquisitions: string;
                /**
                 * @description Box 3: boxes 1 and 2.
                 * @example 1,968.00
                 */
                totalVatDue: string;
                /**
                 * @description Box 4: VAT on the bills issued in the period, the VAT reverse charged on them included, and the VAT reclaimed by the write-offs dated in it (bad-debt relief).
                 * @example 1,968.00
                 */
                vatReclaimedCurrPeriod: string;
                /**
                 * @description Box 5: the difference between box 3 and box 4, without its sign as HMRC takes it: `netVatDueDirection` says which way it goes.
                 * @example 1,968.00
                 */
                netVatDue: string;
                /**
                 * @description Box 6: the net of the invoices, and of the bills under a reverse charge on services from abroad, in whole pounds (pence left out); what is outside the scope of VAT is in no box.
                 * @example 1,968.00
                 */
                totalValueSalesExVAT: string;
                /**
                 * @description Box 7: the net of the bills, in whole pounds (pence left out); what is outside the scope of VAT is in no box.
                 * @example 1,968.00
                 */
                totalValuePurchasesExVAT: string;
                /**
                 * @description Box 8: supplies of goods to the EU; none is recorded, so zero.
                 * @example 1,968.00
                 */
                totalValueGoodsSuppliedExVAT: string;
                /**
                 * @description Box 9: acquisitions of goods from the EU; none is recorded, so zero.
                 * @example 1,968.00
                 */
                totalAcquisitionsExVAT: string;
            };
            /**
             * @description Box 5 is a payment to HMRC when box 3 is at least box 4, else a repayment from HMRC.
             * @enum {string}
             */
            netVatDueDirection: "payment" | "repayment";
            /** @description The net and VAT of the lines of each sales tax and rate, highest rate first. */
            rates: {
                /** @description The sales tax the lines named; null for lines given a rate only. */
                salesTaxCode: string | null;
                /**
                 * @description The sales tax's treatment; `standard` for lines given a rate only.
                 * @enum {string}
                 */
                treatment: "standard" | "zeroRated" | "exempt" | "outsideScope" | "reverseCharge" | "domesticReverseCharge";
                /** @description The rate, as `vatRate` writes it (0.2 for 20%). */
                rate: number;
                /** @example 1,968.00 */
                salesNet: string;
                /** @example 1,968.00 */
                salesTax: string;
                /** @example 1,968.00 */
                purchasesNet: string;
                /** @example 1,968.00 */
                purchasesTax: string;
                /**
                 * @description The VAT reverse charged on the purchases, counted in box 1 and in box 4.
                 * @example 1,968.00
                 */
                reverseChargeTax: string;
            }[];
            /** @description The documents behind the boxes: sales (invoices and credit notes, and manual journal entries with taxed credits), purchases (bills and suppliers' credits, and entries with taxed debits: MANUAL_JOURNAL_ENTRY, its amounts those of its taxed lines), then the write-offs that reclaimed VAT as bad-debt relief (INVOICE_WRITE_OFF, its id the write-off's, its net what went to bad debts), each in date order; a credit note's amounts are negative. */
            documents: {
                /** @enum {string} */
                type: "INVOICE" | "CREDIT_NOTE" | "BILL" | "SUPPLIER_CREDIT" | "MANUAL_JOURNAL_ENTRY" | "INVOICE_WRITE_OFF";
                /** @example 42 */
                id: number;
                /** @description The invoice's or credit note's number (a write-off's invoice's); null for a bill or a supplier's credit. */
                number: string | null;
                /**
                 * Format: date
                 * @example 2026-11-22
                 */
                date: string;
                /** @description The currency of the document itself. */
                currency: string;
                /** @example 1,968.00 */
                net: string;
                /** @example 1,968.00 */
                tax: string;
                /**
                 * @description The VAT reverse charged on a purchase, counted in box 1 and in box 4.
                 * @example 1,968.00
                 */
                reverseChargeTax: string;
                /** @description The boxes its lines count in by their treatment: 1 and 6 for a sale, 4 and 7 for a purchase, also 1 (and 6) under a reverse charge, none outside the scope of VAT; a write-off its VAT in 4 alone. */
                boxes: number[];
            }[];
            /** @description In the base currency: the transactions of the period without a base value (a rate they need is not known yet); their amounts are in no figure. */
            unvalued?: {
                /** @example 42 */
                transactionId: number;
                /**
                 * Format: date
                 * @example 2026-11-22
                 */
                date: string;
                source: {
                    /** @enum {string} */
                    type: "MANUAL_JOURNAL_ENTRY" | "INVOICE" | "BILL" | "CREDIT_NOTE" | "SUPPLIER_CREDIT" | "BANK_TRANSFER" | "CLIENT_PAYMENT" | "SUPPLIER_PAYMENT" | "CREDIT_NOTE_ALLOCATION" | "SUPPLIER_CREDIT_ALLOCATION" | "CLIENT_ON_ACCOUNT_ALLOCATION" | "SUPPLIER_ON_ACCOUNT_ALLOCATION" | "CLIENT_REFUND" | "SUPPLIER_REFUND" | "INVOICE_WRITE_OFF" | "CURRENCY_REVALUATION" | "CURRENCY_REVALUATION_REVERSAL";
                    /** @example 42 */
                    id: number;
                };
            }[];
        };
        /** AgedReceivables */
        AgedReceivables: {
            /**
             * Format: date
             * @example 2026-11-22
             */
            date: string;
            /** @description The currency of every figure. */
            currency: string;
            /** @description Per client and currency of its invoices, by name: what was outstanding at the end of the day (payments dated after it not counted), by days past the due date. */
            clients: {
                /** @example 42 */
                clientId: number;
                clientName: string;
                /** @description The currency of the invoices the row adds up. */
                currency: string;
                /**
                 * @description Due on the date or later.
                 * @example 1,968.00
                 */
                notDue: string;
                /**
                 * @description 1 to 30 days past due.
                 * @example 1,968.00
                 */
                days1To30: string;
                /**
                 * @description 31 to 60 days past due.
                 * @example 1,968.00
                 */
                days31To60: string;
                /**
                 * @description 61 to 90 days past due.
                 * @example 1,968.00
                 */
                days61To90: string;
                /**
                 * @description More than 90 days past due.
                 * @example 1,968.00
                 */
                over90: string;
                /** @example 1,968.00 */
                total: string;
            }[];
            /** @description The sum of the rows; with `revaluation`, the balance of trade debtors at the date. */
            totals: {
                /**
                 * @description Due on the date or later.
                 * @example 1,968.00
                 */
                notDue: string;
                /**
                 * @description 1 to 30 days past due.
                 * @example 1,968.00
                 */
                days1To30: string;
                /**
                 * @description 31 to 60 days past due.
                 * @example 1,968.00
                 */
                days31To60: string;
                /**
                 * @description 61 to 90 days past due.
                 * @example 1,968.00
                 */
                days61To90: string;
                /**
                 * @description More than 90 days past due.
                 * @example 1,968.00
                 */
                over90: string;
                /** @example 1,968.00 */
                total: string;
            };
            /**
             * @description In the base currency: what a currency revaluation dated that very day (reversed the next) added to trade debtors, beside the documents' book values; the total and it make the balance of trade debtors.
             * @example 1,968.00
             */
            revaluation?: string;
            /** @description In the base currency: the transactions up to the date without a base value (a rate they need is not known yet); their amounts are in no figure. */
            unvalued?: {
                /** @example 42 */
                transactionId: number;
                /**
                 * Format: date
                 * @example 2026-11-22
                 */
                date: string;
                source: {
                    /** @enum {string} */
                    type: "MANUAL_JOURNAL_ENTRY" | "INVOICE" | "BILL" | "CREDIT_NOTE" | "SUPPLIER_CREDIT" | "BANK_TRANSFER" | "CLIENT_PAYMENT" | "SUPPLIER_PAYMENT" | "CREDIT_NOTE_ALLOCATION" | "SUPPLIER_CREDIT_ALLOCATION" | "CLIENT_ON_ACCOUNT_ALLOCATION" | "SUPPLIER_ON_ACCOUNT_ALLOCATION" | "CLIENT_REFUND" | "SUPPLIER_REFUND" | "INVOICE_WRITE_OFF" | "CURRENCY_REVALUATION" | "CURRENCY_REVALUATION_REVERSAL";
                    /** @example 42 */
                    id: number;
                };
            }[];
        };
        /** AgedPayables */
        AgedPayables: {
            /**
             * Format: date
             * @example 2026-11-22
             */
            date: string;
            /** @description The currency of every figure. */
            currency: string;
            /** @description Per supplier and currency of its bills, by name: what was outstanding at the end of the day (payments dated after it not counted), by days past the due date. */
            suppliers: {
                /** @example 42 */
                supplierId: number;
                supplierName: string;
                /** @description The currency of the bills the row adds up. */
                currency: string;
                /**
                 * @description Due on the date or later.
                 * @example 1,968.00
                 */
                notDue: string;
                /**
                 * @description 1 to 30 days past due.
                 * @example 1,968.00
                 */
                days1To30: string;
                /**
                 * @description 31 to 60 days past due.
                 * @example 1,968.00
                 */
                days31To60: string;
                /**
                 * @description 61 to 90 days past due.
                 * @example 1,968.00
                 */
                days61To90: string;
                /**
                 * @description More than 90 days past due.
                 * @example 1,968.00
                 */
                over90: string;
                /** @example 1,968.00 */
                total: string;
            }[];
            /** @description The sum of the rows; with `revaluation`, the balance of trade creditors at the date. */
            totals: {
                /**
                 * @description Due on the date or later.
                 * @example 1,968.00
                 */
                notDue: string;
                /**
                 * @description 1 to 30 days past due.
                 * @example 1,968.00
                 */
                days1To30: string;
                /**
                 * @description 31 to 60 days past due.
                 * @example 1,968.00
                 */
                days31To60: string;
                /**
                 * @description 61 to 90 days past due.
                 * @example 1,968.00
                 */
                days61To90: string;
                /**
                 * @description More than 90 days past due.
                 * @example 1,968.00
                 */
                over90: string;
                /** @example 1,968.00 */
                total: string;
            };
            /**
             * @description In the base currency: what a currency revaluation dated that very day (reversed the next) added to trade creditors, beside the documents' book values; the total and it make the balance of trade creditors.
             * @example 1,968.00
             */
            revaluation?: string;
            /** @description In the base currency: the transactions up to the date without a base value (a rate they need is not known yet); their amounts are in no figure. */
            unvalued?: {
                /** @example 42 */
                transactionId: number;
                /**
                 * Format: date
                 * @example 2026-11-22
                 */
                date: string;
                source: {
                    /** @enum {string} */
                    type: "MANUAL_JOURNAL_ENTRY" | "INVOICE" | "BILL" | "CREDIT_NOTE" | "SUPPLIER_CREDIT" | "BANK_TRANSFER" | "CLIENT_PAYMENT" | "SUPPLIER_PAYMENT" | "CREDIT_NOTE_ALLOCATION" | "SUPPLIER_CREDIT_ALLOCATION" | "CLIENT_ON_ACCOUNT_ALLOCATION" | "SUPPLIER_ON_ACCOUNT_ALLOCATION" | "CLIENT_REFUND" | "SUPPLIER_REFUND" | "INVOICE_WRITE_OFF" | "CURRENCY_REVALUATION" | "CURRENCY_REVALUATION_REVERSAL";
                    /** @example 42 */
                    id: number;
                };
            }[];
        };
        /** Journal */
        Journal: {
            /**
             * Format: date
             * @example 2026-11-22
             */
            from?: string;
            /**
             * Format: date
             * @example 2026-11-22
             */
            to?: string;
            /** @description In date order, then in the order they were recorded. */
            transactions: {
                /** @example 42 */
                id: number;
                /**
                 * Format: date
                 * @example 2026-11-22
                 */
                date: string;
                /** @description The record that posted it. */
                source: {
                    /** @enum {string} */
                    type: "MANUAL_JOURNAL_ENTRY" | "INVOICE" | "BILL" | "CREDIT_NOTE" | "SUPPLIER_CREDIT" | "BANK_TRANSFER" | "CLIENT_PAYMENT" | "SUPPLIER_PAYMENT" | "CREDIT_NOTE_ALLOCATION" | "SUPPLIER_CREDIT_ALLOCATION" | "CLIENT_ON_ACCOUNT_ALLOCATION" | "SUPPLIER_ON_ACCOUNT_ALLOCATION" | "CLIENT_REFUND" | "SUPPLIER_REFUND" | "INVOICE_WRITE_OFF" | "CURRENCY_REVALUATION" | "CURRENCY_REVALUATION_REVERSAL";
                    /** @example 42 */
                    id: number;
                };
                /**
                 * @description On a reversal: the transaction it cancels.
                 * @example 42
                 */
                reversesTransactionId?: number;
                postings: {
                    /** @example 42 */
                    accountId: number;
                    accountCode: string;
                    accountName: string;
                    currency: string;
                    /** @example 1,968.00 */
                    debit: string;
                    /** @example 1,968.00 */
                    credit: string;
                    /** @description Its value in the base currency, debits positive; null while it has none. */
                    baseAmount: string | null;
                }[];
            }[];
        };
        /** AuditEntry */
        AuditEntry: {
            /** @example 42 */
            id: number;
            /**
             * @description UTC, with milliseconds: YYYY-MM-DDTHH:MM:SS.sssZ.
             * @example 2026-11-23T09:30:00.000Z
             */
            at: string;
            /**
             * @description The user who wrote.
             * @example 42
             */
            userId: number;
            username: string;
            /**
             * @description The API key the write was made with; absent for a write the service made of itself (an invoice a recurring invoice issued), or made before users had several keys.
             * @example 42
             */
            apiKeyId?: number;
            /** @description The name the key had then; absent where apiKeyId is. */
            apiKeyName?: string;
            /** @example PUT */
            method: string;
            /** @example /invoices/42 */
            path: string;
            /**
             * @description The kind of record; a line call changes its document (an invoice, a bill, a credit note, a manual journal entry).
             * @enum {string}
             */
            recordType: "company" | "account" | "salesTax" | "exchangeRate" | "currencyRevaluation" | "employee" | "client" | "supplier" | "lineItem" | "bankAccount" | "bankTransfer" | "invoice" | "bill" | "creditNote" | "supplierCredit" | "quote" | "creditNoteAllocation" | "supplierCreditAllocation" | "clientPaymentAllocation" | "supplierPaymentAllocation" | "clientRefund" | "supplierRefund" | "invoiceWriteOff" | "clientPayment" | "supplierPayment" | "manualJournalEntry" | "bankStatementProfile" | "bankRule" | "bankStatementImport" | "bankStatementLine" | "bankReconciliation" | "webhookEndpoint" | "recurringInvoice";
            /** @example 42 */
            recordId: number;
            /** @description The record as its GET answered before the write; null for a create. */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description The record as its GET answered after the write; null for a delete. A document is kept without outstandingAmount and status, which its payments move in their own entries (and the passing of its due date), and a bank account without its balance. */
            after: {
                [key: string]: unknown;
            } | null;
        };
        /** WebhookEndpoint */
        WebhookEndpoint: {
            /** @example 42 */
            id: number;
            url: string;
            description?: string;
            /**
             * @description The types of event sent to the endpoint, each once; null or left out for every type (new types included). A test event (ping) is sent whatever they are.
             * @example [
             *       "invoice.created",
             *       "invoice.paid"
             *     ]
             */
            eventTypes: ("company.updated" | "account.created" | "account.updated" | "account.deleted" | "salesTax.created" | "salesTax.updated" | "salesTax.deleted" | "exchangeRate.created" | "exchangeRate.updated" | "exchangeRate.deleted" | "currencyRevaluation.created" | "currencyRevaluation.deleted" | "employee.created" | "employee.updated" | "employee.deleted" | "client.created" | "client.updated" | "client.deleted" | "supplier.created" | "supplier.updated" | "supplier.deleted" | "lineItem.created" | "lineItem.updated" | "lineItem.deleted" | "bankAccount.created" | "bankAccount.updated" | "bankAccount.deleted" | "bankTransfer.created" | "bankTransfer.updated" | "bankTransfer.deleted" | "invoice.created" | "invoice.updated" | "invoice.deleted" | "bill.created" | "bill.updated" | "bill.deleted" | "creditNote.created" | "creditNote.updated" | "creditNote.deleted" | "supplierCredit.created" | "supplierCredit.updated" | "supplierCredit.deleted" | "quote.created" | "quote.updated" | "quote.deleted" | "creditNoteAllocation.created" | "creditNoteAllocation.deleted" | "supplierCreditAllocation.created" | "supplierCreditAllocation.deleted" | "clientPaymentAllocation.created" | "clientPaymentAllocation.deleted" | "supplierPaymentAllocation.created" | "supplierPaymentAllocation.deleted" | "clientRefund.created" | "clientRefund.deleted" | "supplierRefund.created" | "supplierRefund.deleted" | "invoiceWriteOff.created" | "invoiceWriteOff.deleted" | "clientPayment.created" | "clientPayment.updated" | "clientPayment.deleted" | "supplierPayment.created" | "supplierPayment.updated" | "supplierPayment.deleted" | "manualJournalEntry.created" | "manualJournalEntry.updated" | "manualJournalEntry.deleted" | "bankStatementProfile.created" | "bankStatementProfile.updated" | "bankStatementProfile.deleted" | "bankRule.created" | "bankRule.updated" | "bankRule.deleted" | "bankStatementImport.created" | "bankStatementImport.deleted" | "bankStatementLine.updated" | "bankReconciliation.created" | "bankReconciliation.deleted" | "recurringInvoice.created" | "recurringInvoice.updated" | "recurringInvoice.deleted" | "invoice.paid" | "bill.paid" | "creditNote.paid" | "supplierCredit.paid" | "invoice.overdue" | "bill.overdue" | "company.lockDateChanged" | "ping")[] | null;
            enabled: boolean;
            /** @description Why the service disabled the endpoint (it answered 410 Gone, or failed every attempt for days); null otherwise. */
            disabledReason: string | null;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
        };
        /**
         * WebhookEndpointInput
         * @description Where a company's events are sent. A company has at most 20 webhook endpoints.
         */
        WebhookEndpointInput: {
            /**
             * @description A record id, as a number or a numeric string.
             * @example 42
             */
            id?: number | string;
            /**
             * @description Where events are sent: an absolute https URL, to a public address. Plain http and private addresses only where the operator allows them (WEBHOOK_ALLOW_PRIVATE_TARGETS).
             * @example https://hooks.example.com/accounting
             */
            url: string;
            /** @example Paid invoices to the CRM */
            description?: string | null;
            /**
             * @description The types of event sent to the endpoint, each once; null or left out for every type (new types included). A test event (ping) is sent whatever they are.
             * @example [
             *       "invoice.created",
             *       "invoice.paid"
             *     ]
             */
            eventTypes?: ("company.updated" | "account.created" | "account.updated" | "account.deleted" | "salesTax.created" | "salesTax.updated" | "salesTax.deleted" | "exchangeRate.created" | "exchangeRate.updated" | "exchangeRate.deleted" | "currencyRevaluation.created" | "currencyRevaluation.deleted" | "employee.created" | "employee.updated" | "employee.deleted" | "client.created" | "client.updated" | "client.deleted" | "supplier.created" | "supplier.updated" | "supplier.deleted" | "lineItem.created" | "lineItem.updated" | "lineItem.deleted" | "bankAccount.created" | "bankAccount.updated" | "bankAccount.deleted" | "bankTransfer.created" | "bankTransfer.updated" | "bankTransfer.deleted" | "invoice.created" | "invoice.updated" | "invoice.deleted" | "bill.created" | "bill.updated" | "bill.deleted" | "creditNote.created" | "creditNote.updated" | "creditNote.deleted" | "supplierCredit.created" | "supplierCredit.updated" | "supplierCredit.deleted" | "quote.created" | "quote.updated" | "quote.deleted" | "creditNoteAllocation.created" | "creditNoteAllocation.deleted" | "supplierCreditAllocation.created" | "supplierCreditAllocation.deleted" | "clientPaymentAllocation.created" | "clientPaymentAllocation.deleted" | "supplierPaymentAllocation.created" | "supplierPaymentAllocation.deleted" | "clientRefund.created" | "clientRefund.deleted" | "supplierRefund.created" | "supplierRefund.deleted" | "invoiceWriteOff.created" | "invoiceWriteOff.deleted" | "clientPayment.created" | "clientPayment.updated" | "clientPayment.deleted" | "supplierPayment.created" | "supplierPayment.updated" | "supplierPayment.deleted" | "manualJournalEntry.created" | "manualJournalEntry.updated" | "manualJournalEntry.deleted" | "bankStatementProfile.created" | "bankStatementProfile.updated" | "bankStatementProfile.deleted" | "bankRule.created" | "bankRule.updated" | "bankRule.deleted" | "bankStatementImport.created" | "bankStatementImport.deleted" | "bankStatementLine.updated" | "bankReconciliation.created" | "bankReconciliation.deleted" | "recurringInvoice.created" | "recurringInvoice.updated" | "recurringInvoice.deleted" | "invoice.paid" | "bill.paid" | "creditNote.paid" | "supplierCredit.paid" | "invoice.overdue" | "bill.overdue" | "company.lockDateChanged" | "ping")[] | null;
            /** @description Whether events are sent to it; true when left out. Enabling an endpoint the service disabled clears disabledReason. */
            enabled?: boolean | null;
        };
        /** WebhookEndpointWithSecret */
        WebhookEndpointWithSecret: {
            /** @example 42 */
            id: number;
            url: string;
            description?: string;
            /**
             * @description The types of event sent to the endpoint, each once; null or left out for every type (new types included). A test event (ping) is sent whatever they are.
             * @example [
             *       "invoice.created",
             *       "invoice.paid"
             *     ]
             */
            eventTypes: ("company.updated" | "account.created" | "account.updated" | "account.deleted" | "salesTax.created" | "salesTax.updated" | "salesTax.deleted" | "exchangeRate.created" | "exchangeRate.updated" | "exchangeRate.deleted" | "currencyRevaluation.created" | "currencyRevaluation.deleted" | "employee.created" | "employee.updated" | "employee.deleted" | "client.created" | "client.updated" | "client.deleted" | "supplier.created" | "supplier.updated" | "supplier.deleted" | "lineItem.created" | "lineItem.updated" | "lineItem.deleted" | "bankAccount.created" | "bankAccount.updated" | "bankAccount.deleted" | "bankTransfer.created" | "bankTransfer.updated" | "bankTransfer.deleted" | "invoice.created" | "invoice.updated" | "invoice.deleted" | "bill.created" | "bill.updated" | "bill.deleted" | "creditNote.created" | "creditNote.updated" | "creditNote.deleted" | "supplierCredit.created" | "supplierCredit.updated" | "supplierCredit.deleted" | "quote.created" | "quote.updated" | "quote.deleted" | "creditNoteAllocation.created" | "creditNoteAllocation.deleted" | "supplierCreditAllocation.created" | "supplierCreditAllocation.deleted" | "clientPaymentAllocation.created" | "clientPaymentAllocation.deleted" | "supplierPaymentAllocation.created" | "supplierPaymentAllocation.deleted" | "clientRefund.created" | "clientRefund.deleted" | "supplierRefund.created" | "supplierRefund.deleted" | "invoiceWriteOff.created" | "invoiceWriteOff.deleted" | "clientPayment.created" | "clientPayment.updated" | "clientPayment.deleted" | "supplierPayment.created" | "supplierPayment.updated" | "supplierPayment.deleted" | "manualJournalEntry.created" | "manualJournalEntry.updated" | "manualJournalEntry.deleted" | "bankStatementProfile.created" | "bankStatementProfile.updated" | "bankStatementProfile.deleted" | "bankRule.created" | "bankRule.updated" | "bankRule.deleted" | "bankStatementImport.created" | "bankStatementImport.deleted" | "bankStatementLine.updated" | "bankReconciliation.created" | "bankReconciliation.deleted" | "recurringInvoice.created" | "recurringInvoice.updated" | "recurringInvoice.deleted" | "invoice.paid" | "bill.paid" | "creditNote.paid" | "supplierCredit.paid" | "invoice.overdue" | "bill.overdue" | "company.lockDateChanged" | "ping")[] | null;
            enabled: boolean;
            /** @description Why the service disabled the endpoint (it answered 410 Gone, or failed every attempt for days); null otherwise. */
            disabledReason: string | null;
            /**
             * Format: date-time
             * @description When the record was made (UTC); it never changes.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly createdAt: string;
            /**
             * Format: date-time
             * @description When the record last changed through its own calls (UTC): an update, or a call on one of its lines. A payment allocated to a document does not change the document.
             * @example 2026-11-23T05:05:12.345Z
             */
            readonly updatedAt: string;
            /**
             * @description The secret that signs the endpoint's events (Standard Webhooks: whsec_ and the base64 of 24 random bytes). Shown in this answer only: keep it.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        /**
         * WebhookEndpointInputPatch
         * @description A JSON Merge Patch (RFC 7396) of WebhookEndpointInput: the fields sent change, a field sent as null is removed (set to null where WebhookEndpointInput takes null), the others stay. The record so merged must be a valid WebhookEndpointInput.
         */
        WebhookEndpointInputPatch: {
            [key: string]: unknown;
        };
        /** WebhookDelivery */
        WebhookDelivery: {
            /**
             * @description The event's id: the webhook-id header of every attempt to send it.
             * @example 42
             */
            id: number;
            /**
             * @description The type of an event: what happened, to what. `<record>.created`, `.updated` and `.deleted`: a write of the API to that record, or, for `.updated`, a write of another record that changed its answer (a payment that changes what an invoice has outstanding); the object is the record as the API answered it then, as it was for a delete. `<document>.paid`: a write brought what a document has outstanding from above zero to zero. `invoice.overdue`, `bill.overdue`: once per document, when it is issued, unpaid and its due date has passed. `company.lockDateChanged`: a write moved the lock date (the object is the company). `ping`: a test sent to one endpoint.
             * @enum {string}
             */
            eventType: "company.updated" | "account.created" | "account.updated" | "account.deleted" | "salesTax.created" | "salesTax.updated" | "salesTax.deleted" | "exchangeRate.created" | "exchangeRate.updated" | "exchangeRate.deleted" | "currencyRevaluation.created" | "currencyRevaluation.deleted" | "employee.created" | "employee.updated" | "employee.deleted" | "client.created" | "client.updated" | "client.deleted" | "supplier.created" | "supplier.updated" | "supplier.deleted" | "lineItem.created" | "lineItem.updated" | "lineItem.deleted" | "bankAccount.created" | "bankAccount.updated" | "bankAccount.deleted" | "bankTransfer.created" | "bankTransfer.updated" | "bankTransfer.deleted" | "invoice.created" | "invoice.updated" | "invoice.deleted" | "bill.created" | "bill.updated" | "bill.deleted" | "creditNote.created" | "creditNote.updated" | "creditNote.deleted" | "supplierCredit.created" | "supplierCredit.updated" | "supplierCredit.deleted" | "quote.created" | "quote.updated" | "quote.deleted" | "creditNoteAllocation.created" | "creditNoteAllocation.deleted" | "supplierCreditAllocation.created" | "supplierCreditAllocation.deleted" | "clientPaymentAllocation.created" | "clientPaymentAllocation.deleted" | "supplierPaymentAllocation.created" | "supplierPaymentAllocation.deleted" | "clientRefund.created" | "clientRefund.deleted" | "supplierRefund.created" | "supplierRefund.deleted" | "invoiceWriteOff.created" | "invoiceWriteOff.deleted" | "clientPayment.created" | "clientPayment.updated" | "clientPayment.deleted" | "supplierPayment.created" | "supplierPayment.updated" | "supplierPayment.deleted" | "manualJournalEntry.created" | "manualJournalEntry.updated" | "manualJournalEntry.deleted" | "bankStatementProfile.created" | "bankStatementProfile.updated" | "bankStatementProfile.deleted" | "bankRule.created" | "bankRule.updated" | "bankRule.deleted" | "bankStatementImport.created" | "bankStatementImport.deleted" | "bankStatementLine.updated" | "bankReconciliation.created" | "bankReconciliation.deleted" | "recurringInvoice.created" | "recurringInvoice.updated" | "recurringInvoice.deleted" | "invoice.paid" | "bill.paid" | "creditNote.paid" | "supplierCredit.paid" | "invoice.overdue" | "bill.overdue" | "company.lockDateChanged" | "ping";
            /**
             * @description pending: waits for its next attempt; succeeded: the endpoint answered 2xx; failed: the attempts ran out, or the endpoint is gone.
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            /** @description The attempts made so far. */
            attempts: number;
            /**
             * Format: date-time
             * @description When it is next tried (UTC); null unless pending.
             */
            nextAttemptAt: string | null;
            /**
             * Format: date-time
             * @description When it was last tried (UTC); null before its first attempt.
             */
            lastAttemptAt: string | null;
            /** @description The status of the endpoint's answer to the last attempt. */
            responseStatus: number | null;
            /** @description The start of the body of the endpoint's answer to the last attempt. */
            responseExcerpt: string | null;
            /** @description How long the endpoint took to answer the last attempt, in milliseconds. */
            latencyMs: number | null;
            /** @description Why the last attempt failed when the endpoint did not answer (a timeout, a refused address). */
            error: string | null;
            /**
             * Format: date-time
             * @description When the event was written (UTC).
             */
            createdAt: string;
        };
        /** Event */
        Event: {
            /**
             * @description The event, and the `webhook-id` of every delivery of it.
             * @example 42
             */
            id: number;
            /**
             * @description The type of an event: what happened, to what. `<record>.created`, `.updated` and `.deleted`: a write of the API to that record, or, for `.updated`, a write of another record that changed its answer (a payment that changes what an invoice has outstanding); the object is the record as the API answered it then, as it was for a delete. `<document>.paid`: a write brought what a document has outstanding from above zero to zero. `invoice.overdue`, `bill.overdue`: once per document, when it is issued, unpaid and its due date has passed. `company.lockDateChanged`: a write moved the lock date (the object is the company). `ping`: a test sent to one endpoint.
             * @enum {string}
             */
            type: "company.updated" | "account.created" | "account.updated" | "account.deleted" | "salesTax.created" | "salesTax.updated" | "salesTax.deleted" | "exchangeRate.created" | "exchangeRate.updated" | "exchangeRate.deleted" | "currencyRevaluation.created" | "currencyRevaluation.deleted" | "employee.created" | "employee.updated" | "employee.deleted" | "client.created" | "client.updated" | "client.deleted" | "supplier.created" | "supplier.updated" | "supplier.deleted" | "lineItem.created" | "lineItem.updated" | "lineItem.deleted" | "bankAccount.created" | "bankAccount.updated" | "bankAccount.deleted" | "bankTransfer.created" | "bankTransfer.updated" | "bankTransfer.deleted" | "invoice.created" | "invoice.updated" | "invoice.deleted" | "bill.created" | "bill.updated" | "bill.deleted" | "creditNote.created" | "creditNote.updated" | "creditNote.deleted" | "supplierCredit.created" | "supplierCredit.updated" | "supplierCredit.deleted" | "quote.created" | "quote.updated" | "quote.deleted" | "creditNoteAllocation.created" | "creditNoteAllocation.deleted" | "supplierCreditAllocation.created" | "supplierCreditAllocation.deleted" | "clientPaymentAllocation.created" | "clientPaymentAllocation.deleted" | "supplierPaymentAllocation.created" | "supplierPaymentAllocation.deleted" | "clientRefund.created" | "clientRefund.deleted" | "supplierRefund.created" | "supplierRefund.deleted" | "invoiceWriteOff.created" | "invoiceWriteOff.deleted" | "clientPayment.created" | "clientPayment.updated" | "clientPayment.deleted" | "supplierPayment.created" | "supplierPayment.updated" | "supplierPayment.deleted" | "manualJournalEntry.created" | "manualJournalEntry.updated" | "manualJournalEntry.deleted" | "bankStatementProfile.created" | "bankStatementProfile.updated" | "bankStatementProfile.deleted" | "bankRule.created" | "bankRule.updated" | "bankRule.deleted" | "bankStatementImport.created" | "bankStatementImport.deleted" | "bankStatementLine.updated" | "bankReconciliation.created" | "bankReconciliation.deleted" | "recurringInvoice.created" | "recurringInvoice.updated" | "recurringInvoice.deleted" | "invoice.paid" | "bill.paid" | "creditNote.paid" | "supplierCredit.paid" | "invoice.overdue" | "bill.overdue" | "company.lockDateChanged" | "ping";
            /**
             * @description When the write that made it committed, near enough: UTC, with milliseconds.
             * @example 2026-11-29T09:30:00.000Z
             */
            createdAt: string;
            /**
             * @description Its place among the company's events, from 1, without gaps, in the order the writes committed: a receiver that sees a gap has missed an event.
             * @example 42
             */
            sequence: number;
            data: {
                /** @description The record as the API answered it at that moment (as it was, for a delete): the answer of a GET of it, in the installation's money format. */
                object: {
                    [key: string]: unknown;
                };
            };
        };
        /** ApiKey */
        ApiKey: {
            /** @example 42 */
            id: number;
            /** @example 42 */
            userId: number;
            name: string;
            /**
             * @description The first characters of the key, to recognise it by; null for the key each user had before keys were named.
             * @example q3Zt9bXk
             */
            prefix: string | null;
            scopes: ("read" | "write:documents" | "write:payments" | "write:banking" | "write:journals" | "admin")[];
            /**
             * Format: date-time
             * @description When the key stops working (UTC); null when it never does.
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description When the key was made (UTC).
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the key was last used (UTC), to within a minute: it is written at most once a minute. Null until then.
             */
            lastUsedAt: string | null;
        };
        /** ApiKeyInput */
        ApiKeyInput: {
            name: string;
            /**
             * @description What the key may do, at most: at each call its user's role narrows it further. Within the caller's own rights.
             * @example [
             *       "read",
             *       "write:documents"
             *     ]
             */
            scopes: ("read" | "write:documents" | "write:payments" | "write:banking" | "write:journals" | "admin")[];
            /**
             * Format: date-time
             * @description When the key stops working (UTC); in the future. Absent or null: it never expires.
             * @example 2027-06-30T00:00:00.000Z
             */
            expiresAt?: string | null;
        };
        /** ApiKeyWithSecret */
        ApiKeyWithSecret: {
            /** @example 42 */
            id: number;
            /** @example 42 */
            userId: number;
            name: string;
            /**
             * @description The first characters of the key, to recognise it by; null for the key each user had before keys were named.
             * @example q3Zt9bXk
             */
            prefix: string | null;
            scopes: ("read" | "write:documents" | "write:payments" | "write:banking" | "write:journals" | "admin")[];
            /**
             * Format: date-time
             * @description When the key stops working (UTC); null when it never does.
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description When the key was made (UTC).
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the key was last used (UTC), to within a minute: it is written at most once a minute. Null until then.
             */
            lastUsedAt: string | null;
            /** @description Shown once; only its hash is stored. */
            apiKey: string;
        };
    };
    responses: {
        /** @description A bad query parameter, or one the call does not take; `errors` names each */
        BadParameter: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description A bad path or query parameter; `errors` names each */
        BadPathOrQuery: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description Malformed JSON, or a bad field or parameter; `errors` names each */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description Missing or wrong credentials */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description No such record in the company */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description No such record in the company, at the path or named in the body */
        NotFoundAtPathOrInBody: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description The request did not arrive whole in time; the connection is closed */
        RequestTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description A uniqueness conflict, or a record still in use; with Retry-After, a write that may be sent again */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description The body is larger than the call takes (1 MiB; 20 MiB for a statement file) */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description A part of the path is longer than any id or name the API takes */
        UriTooLong: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description The body is not of a media type the call takes (JSON, but for a statement file) */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description If-Match names no ETag the record has as it stands (it changed since it was read), or the record does not exist; nothing is written */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description The request breaks an accounting rule */
        RuleViolation: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description Too many failed authentications, or requests past the limit per key; see Retry-After */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description The request line and headers are larger than the server takes; the connection is closed */
        HeadersTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
        /** @description An unexpected failure; the detail gives the request id to quote */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ProblemDetails"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            400: components["responses"]["BadParameter"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            /** @description The database does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putCompany: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme Ltd",
                 *       "lockDate": "2025-12-31"
                 *     }
                 */
                "application/json": components["schemas"]["CompanyUpdate"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchCompany: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of CompanyUpdate: the fields sent change, a field sent as null is removed (set to null where CompanyUpdate takes null), the others stay. The record so merged must be a valid CompanyUpdate. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme Ltd"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["CompanyUpdatePatch"];
                /**
                 * @example {
                 *       "name": "Acme Ltd"
                 *     }
                 */
                "application/json": components["schemas"]["CompanyUpdatePatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getCompanyLogo: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            /** @description The company has no logo */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putCompanyLogo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteCompanyLogo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The company has no logo */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getAccounts: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /** @description Only the records whose id is greater, by id order: the cursor of the Link to the next page. Unlike offset, it costs the same however deep the page. */
                after?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postAccounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "4300",
                 *       "name": "Consulting income",
                 *       "type": "INCOME",
                 *       "description": "Fees for advice, billed by the hour"
                 *     }
                 */
                "application/json": components["schemas"]["AccountInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getAccountsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putAccountsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "4300",
                 *       "name": "Consulting income",
                 *       "type": "INCOME",
                 *       "description": "Fees for advice, billed by the hour"
                 *     }
                 */
                "application/json": components["schemas"]["AccountInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteAccountsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchAccountsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of AccountInput: the fields sent change, a field sent as null is removed (set to null where AccountInput takes null), the others stay. The record so merged must be a valid AccountInput. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "4300"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["AccountInputPatch"];
                /**
                 * @example {
                 *       "code": "4300"
                 *     }
                 */
                "application/json": components["schemas"]["AccountInputPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSalesTaxes: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /** @description Only the records whose id is greater, by id order: the cursor of the Link to the next page. Unlike offset, it costs the same however deep the page. */
                after?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesTax"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postSalesTaxes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "HOSPITALITY",
                 *       "name": "Hospitality rate",
                 *       "rate": 0.125
                 *     }
                 */
                "application/json": components["schemas"]["SalesTaxInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesTax"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSalesTaxesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesTax"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putSalesTaxesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "HOSPITALITY",
                 *       "name": "Hospitality rate",
                 *       "rate": 0.125
                 *     }
                 */
                "application/json": components["schemas"]["SalesTaxInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesTax"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteSalesTaxesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesTax"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchSalesTaxesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of SalesTaxInput: the fields sent change, a field sent as null is removed (set to null where SalesTaxInput takes null), the others stay. The record so merged must be a valid SalesTaxInput. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "HOSPITALITY"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["SalesTaxInputPatch"];
                /**
                 * @example {
                 *       "code": "HOSPITALITY"
                 *     }
                 */
                "application/json": components["schemas"]["SalesTaxInputPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesTax"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getExchangeRates: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /** @description Only the records whose id is greater, by id order: the cursor of the Link to the next page. Unlike offset, it costs the same however deep the page. */
                after?: number;
                /**
                 * @description Only the rates of this currency.
                 * @example GBP
                 */
                currency?: string;
                /**
                 * @description Only those of a date on or after this date.
                 * @example 2026-11-22
                 */
                dateFrom?: string;
                /**
                 * @description Only those of a date on or before this date.
                 * @example 2026-11-22
                 */
                dateTo?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRate"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postExchangeRates: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "USD",
                 *       "date": "2026-11-20",
                 *       "rate": 0.7908
                 *     }
                 */
                "application/json": components["schemas"]["ExchangeRateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getExchangeRatesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRate"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putExchangeRatesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "USD",
                 *       "date": "2026-11-20",
                 *       "rate": 0.7908
                 *     }
                 */
                "application/json": components["schemas"]["ExchangeRateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteExchangeRatesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchExchangeRatesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of ExchangeRateInput: the fields sent change, a field sent as null is removed (set to null where ExchangeRateInput takes null), the others stay. The record so merged must be a valid ExchangeRateInput. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "USD"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["ExchangeRateInputPatch"];
                /**
                 * @example {
                 *       "currency": "USD"
                 *     }
                 */
                "application/json": components["schemas"]["ExchangeRateInputPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getCurrencyRevaluations: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /** @description Only the records whose id is greater, by id order: the cursor of the Link to the next page. Unlike offset, it costs the same however deep the page. */
                after?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencyRevaluation"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postCurrencyRevaluations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2026-11-30"
                 *     }
                 */
                "application/json": components["schemas"]["CurrencyRevaluationInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencyRevaluation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getCurrencyRevaluationsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencyRevaluation"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteCurrencyRevaluationsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencyRevaluation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getEmployees: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /** @description Only the records whose id is greater, by id order: the cursor of the Link to the next page. Unlike offset, it costs the same however deep the page. */
                after?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postEmployees: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Jane Smith",
                 *       "email": "jane.smith@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["EmployeeInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getEmployeesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putEmployeesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Jane Smith",
                 *       "email": "jane.smith@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["EmployeeInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteEmployeesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchEmployeesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of EmployeeInput: the fields sent change, a field sent as null is removed (set to null where EmployeeInput takes null), the others stay. The record so merged must be a valid EmployeeInput. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Jane Smith"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["EmployeeInputPatch"];
                /**
                 * @example {
                 *       "name": "Jane Smith"
                 *     }
                 */
                "application/json": components["schemas"]["EmployeeInputPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getClients: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /** @description Only the records whose id is greater, by id order: the cursor of the Link to the next page. Unlike offset, it costs the same however deep the page. */
                after?: number;
                /**
                 * @description Only the clients whose name, email or VAT number (a supplier's email too, though it is not shown) contains this text; the letters A to Z match in either case, and % and _ are the characters themselves. A search reads every one of the company's clients.
                 * @example acme
                 */
                q?: string;
                /**
                 * @description Only the clients that changed at or after this UTC instant (their updatedAt).
                 * @example 2026-11-23T12:00:00Z
                 */
                updatedSince?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postClients: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Globex Corporation",
                 *       "email": "accounts@globex.example",
                 *       "addressLine1": "1 High Street",
                 *       "addressLine2": "London EC1A 1AA",
                 *       "phoneNumber": "+44 20 7946 0000",
                 *       "vatNumber": "GB123456789",
                 *       "countryCode": "GB"
                 *     }
                 */
                "application/json": components["schemas"]["PartyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getClientsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putClientsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Globex Corporation",
                 *       "email": "accounts@globex.example",
                 *       "addressLine1": "1 High Street",
                 *       "addressLine2": "London EC1A 1AA",
                 *       "phoneNumber": "+44 20 7946 0000",
                 *       "vatNumber": "GB123456789",
                 *       "countryCode": "GB"
                 *     }
                 */
                "application/json": components["schemas"]["PartyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteClientsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchClientsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of PartyInput: the fields sent change, a field sent as null is removed (set to null where PartyInput takes null), the others stay. The record so merged must be a valid PartyInput. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Globex Corporation"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["PartyInputPatch"];
                /**
                 * @example {
                 *       "name": "Globex Corporation"
                 *     }
                 */
                "application/json": components["schemas"]["PartyInputPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Client"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSuppliers: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /** @description Only the records whose id is greater, by id order: the cursor of the Link to the next page. Unlike offset, it costs the same however deep the page. */
                after?: number;
                /**
                 * @description Only the suppliers whose name, email or VAT number (a supplier's email too, though it is not shown) contains this text; the letters A to Z match in either case, and % and _ are the characters themselves. A search reads every one of the company's suppliers.
                 * @example acme
                 */
                q?: string;
                /**
                 * @description Only the suppliers that changed at or after this UTC instant (their updatedAt).
                 * @example 2026-11-23T12:00:00Z
                 */
                updatedSince?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Supplier"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postSuppliers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Globex Corporation",
                 *       "email": "accounts@globex.example",
                 *       "addressLine1": "1 High Street",
                 *       "addressLine2": "London EC1A 1AA",
                 *       "phoneNumber": "+44 20 7946 0000",
                 *       "vatNumber": "GB123456789",
                 *       "countryCode": "GB"
                 *     }
                 */
                "application/json": components["schemas"]["PartyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Supplier"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSuppliersById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Supplier"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putSuppliersById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Globex Corporation",
                 *       "email": "accounts@globex.example",
                 *       "addressLine1": "1 High Street",
                 *       "addressLine2": "London EC1A 1AA",
                 *       "phoneNumber": "+44 20 7946 0000",
                 *       "vatNumber": "GB123456789",
                 *       "countryCode": "GB"
                 *     }
                 */
                "application/json": components["schemas"]["PartyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Supplier"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteSuppliersById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Supplier"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchSuppliersById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of PartyInput: the fields sent change, a field sent as null is removed (set to null where PartyInput takes null), the others stay. The record so merged must be a valid PartyInput. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Globex Corporation"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["PartyInputPatch"];
                /**
                 * @example {
                 *       "name": "Globex Corporation"
                 *     }
                 */
                "application/json": components["schemas"]["PartyInputPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Supplier"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getClientsByIdBalance: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Per currency, in its own amounts. */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientBalance"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSuppliersByIdBalance: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Per currency, in its own amounts. */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierBalance"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getClientsByIdStatement: {
        parameters: {
            query?: {
                /**
                 * @description First day, inclusive; the first day of the month of `to` when left out.
                 * @example 2026-11-22
                 */
                from?: string;
                /**
                 * @description Last day, inclusive; today (UTC) when left out.
                 * @example 2026-11-22
                 */
                to?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientStatement"];
                    "text/csv": string;
                    "application/pdf": string;
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getClientsByIdStatementPdf: {
        parameters: {
            query?: {
                /**
                 * @description First day, inclusive; the first day of the month of `to` when left out.
                 * @example 2026-11-22
                 */
                from?: string;
                /**
                 * @description Last day, inclusive; today (UTC) when left out.
                 * @example 2026-11-22
                 */
                to?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement as an A4 PDF: the company, the client's name and address, the period, each currency's lines with their running balance, its closing balance and ages. */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postClientsByIdStatementSend: {
        parameters: {
            query?: {
                /**
                 * @description First day, inclusive; the first day of the month of `to` when left out.
                 * @example 2026-11-22
                 */
                from?: string;
                /**
                 * @description Last day, inclusive; today (UTC) when left out.
                 * @example 2026-11-22
                 */
                to?: string;
            };
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "to": "accounts@client.example"
                 *     }
                 */
                "application/json": components["schemas"]["SendDocumentInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentEmail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            /** @description Email is not configured on this server (SMTP_URL and MAIL_FROM) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getLineItems: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /** @description Only the records whose id is greater, by id order: the cursor of the Link to the next page. Unlike offset, it costs the same however deep the page. */
                after?: number;
                /**
                 * @description Only the line items whose name or default description contains this text, whatever the case of its letters A to Z. It reads every line item of the company (a short list), not an index.
                 * @example consult
                 */
                q?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postLineItems: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Consulting",
                 *       "defaultDescription": "Consulting, per hour",
                 *       "defaultQuantity": 1,
                 *       "defaultRate": "95.00",
                 *       "defaultSalesTaxCode": "STANDARD",
                 *       "displayQuantity": true,
                 *       "displayRate": true
                 *     }
                 */
                "application/json": components["schemas"]["LineItemInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getLineItemsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putLineItemsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Consulting",
                 *       "defaultDescription": "Consulting, per hour",
                 *       "defaultQuantity": 1,
                 *       "defaultRate": "95.00",
                 *       "defaultSalesTaxCode": "STANDARD",
                 *       "displayQuantity": true,
                 *       "displayRate": true
                 *     }
                 */
                "application/json": components["schemas"]["LineItemInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteLineItemsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchLineItemsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of LineItemInput: the fields sent change, a field sent as null is removed (set to null where LineItemInput takes null), the others stay. The record so merged must be a valid LineItemInput. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Consulting"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["LineItemInputPatch"];
                /**
                 * @example {
                 *       "name": "Consulting"
                 *     }
                 */
                "application/json": components["schemas"]["LineItemInputPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankAccounts: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /** @description Only the records whose id is greater, by id order: the cursor of the Link to the next page. Unlike offset, it costs the same however deep the page. */
                after?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postBankAccounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Business current account",
                 *       "bankName": "Barclays",
                 *       "sortCode": "20-00-00",
                 *       "accountNumber": "12345678",
                 *       "currency": "GBP",
                 *       "type": "BANK_ACCOUNT"
                 *     }
                 */
                "application/json": components["schemas"]["BankAccountInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankAccountsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putBankAccountsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Business current account",
                 *       "bankName": "Barclays",
                 *       "sortCode": "20-00-00",
                 *       "accountNumber": "12345678",
                 *       "currency": "GBP",
                 *       "type": "BANK_ACCOUNT"
                 *     }
                 */
                "application/json": components["schemas"]["BankAccountInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteBankAccountsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchBankAccountsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of BankAccountInput: the fields sent change, a field sent as null is removed (set to null where BankAccountInput takes null), the others stay. The record so merged must be a valid BankAccountInput. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Business current account"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["BankAccountInputPatch"];
                /**
                 * @example {
                 *       "name": "Business current account"
                 *     }
                 */
                "application/json": components["schemas"]["BankAccountInputPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankTransfers: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /** @description Only the records whose id is greater, by id order: the cursor of the Link to the next page. Unlike offset, it costs the same however deep the page. */
                after?: number;
                /**
                 * @description Only the transfers from or to this bank account.
                 * @example 42
                 */
                bankAccountId?: number;
                /**
                 * @description Only those transferred on or after this date.
                 * @example 2026-11-22
                 */
                dateFrom?: string;
                /**
                 * @description Only those transferred on or before this date.
                 * @example 2026-11-22
                 */
                dateTo?: string;
                /**
                 * @description Only the transfers that changed at or after this UTC instant (their updatedAt).
                 * @example 2026-11-23T12:00:00Z
                 */
                updatedSince?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransfer"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postBankTransfers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fromBankAccountId": 42,
                 *       "toBankAccountId": 43,
                 *       "amount": "250.00",
                 *       "dateTransferred": "2026-11-22"
                 *     }
                 */
                "application/json": components["schemas"]["BankTransferInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankTransfersById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransfer"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putBankTransfersById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fromBankAccountId": 42,
                 *       "toBankAccountId": 43,
                 *       "amount": "250.00",
                 *       "dateTransferred": "2026-11-22"
                 *     }
                 */
                "application/json": components["schemas"]["BankTransferInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteBankTransfersById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchBankTransfersById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of BankTransferInput: the fields sent change, a field sent as null is removed (set to null where BankTransferInput takes null), the others stay. The record so merged must be a valid BankTransferInput. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": "250.00"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["BankTransferInputPatch"];
                /**
                 * @example {
                 *       "amount": "250.00"
                 *     }
                 */
                "application/json": components["schemas"]["BankTransferInputPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getClientPayments: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, in the order of the sort. */
                offset?: number;
                /** @description The id of the last record of the page before: only the records after it in the order of the sort (the cursor of the Link to the next page). Unlike offset, it costs the same however deep the page. Sorted by anything but id, it must be the id of one of the payments of the list (filtered out or not): any other is refused (400); by id, any id marks a place. */
                after?: number;
                /** @description The order of the list: dateReceived, amount, id, ascending, or descending after a leading -; ties in id order, in the same direction. By id unless given. amount compares the amounts as numbers, each in its record's currency. */
                sort?: string;
                /**
                 * @description Only the payments of this client.
                 * @example 42
                 */
                clientId?: number;
                /**
                 * @description Only the payments through this bank account.
                 * @example 42
                 */
                bankAccountId?: number;
                /**
                 * @description Only those received (dateReceived) on or after this date.
                 * @example 2026-11-22
                 */
                dateFrom?: string;
                /**
                 * @description Only those received (dateReceived) on or before this date.
                 * @example 2026-11-22
                 */
                dateTo?: string;
                /**
                 * @description Only the payments that changed at or after this UTC instant (their updatedAt).
                 * @example 2026-11-23T12:00:00Z
                 */
                updatedSince?: string;
                /**
                 * @description Only the payments allocated to this invoice.
                 * @example 42
                 */
                invoiceId?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientPayment"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postClientPayments: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "clientId": 42,
                 *       "bankAccountId": 42,
                 *       "invoiceIds": [
                 *         42
                 *       ],
                 *       "currency": "GBP",
                 *       "amount": "2500.00",
                 *       "dateReceived": "2026-11-22",
                 *       "onAccount": true
                 *     }
                 */
                "application/json": components["schemas"]["ClientPaymentInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientPayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getClientPaymentsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientPayment"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteClientPaymentsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientPayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSupplierPayments: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, in the order of the sort. */
                offset?: number;
                /** @description The id of the last record of the page before: only the records after it in the order of the sort (the cursor of the Link to the next page). Unlike offset, it costs the same however deep the page. Sorted by anything but id, it must be the id of one of the payments of the list (filtered out or not): any other is refused (400); by id, any id marks a place. */
                after?: number;
                /** @description The order of the list: datePaid, amount, id, ascending, or descending after a leading -; ties in id order, in the same direction. By id unless given. amount compares the amounts as numbers, each in its record's currency. */
                sort?: string;
                /**
                 * @description Only the payments of this supplier.
                 * @example 42
                 */
                supplierId?: number;
                /**
                 * @description Only the payments through this bank account.
                 * @example 42
                 */
                bankAccountId?: number;
                /**
                 * @description Only those paid (datePaid) on or after this date.
                 * @example 2026-11-22
                 */
                dateFrom?: string;
                /**
                 * @description Only those paid (datePaid) on or before this date.
                 * @example 2026-11-22
                 */
                dateTo?: string;
                /**
                 * @description Only the payments that changed at or after this UTC instant (their updatedAt).
                 * @example 2026-11-23T12:00:00Z
                 */
                updatedSince?: string;
                /**
                 * @description Only the payments allocated to this bill.
                 * @example 42
                 */
                billId?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierPayment"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postSupplierPayments: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "supplierId": 42,
                 *       "bankAccountId": 42,
                 *       "billIds": [
                 *         42
                 *       ],
                 *       "currency": "GBP",
                 *       "amount": "1200.00",
                 *       "datePaid": "2026-11-22",
                 *       "onAccount": true
                 *     }
                 */
                "application/json": components["schemas"]["SupplierPaymentInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierPayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSupplierPaymentsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierPayment"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteSupplierPaymentsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierPayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getInvoices: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, in the order of the sort. */
                offset?: number;
                /** @description The id of the last record of the page before: only the records after it in the order of the sort (the cursor of the Link to the next page). Unlike offset, it costs the same however deep the page. Sorted by anything but id, it must be the id of a document of the list (filtered out or not): any other is refused (400); by id, any id marks a place. */
                after?: number;
                /** @description The order of the list: issueDate, dueDate, totalAmount, outstandingAmount, number, id, ascending, or descending after a leading -; ties in id order, in the same direction. By id unless given. outstandingAmount is 0 on a draft; number is the invoiceNumber. */
                sort?: string;
                /** @description Only the documents whose number, PO number or reference (those it has), client's name or one of whose lines' description contains this text, of 3 to 100 characters. ASCII letters match in either case (A as a); every other character, % and _ too, only itself. */
                q?: string;
                /**
                 * @description Only the documents of this client.
                 * @example 42
                 */
                clientId?: number;
                /**
                 * @description Only the documents in this currency.
                 * @example GBP
                 */
                currency?: string;
                /**
                 * @description Only those issued on or after this date.
                 * @example 2026-11-22
                 */
                issueDateFrom?: string;
                /**
                 * @description Only those issued on or before this date.
                 * @example 2026-11-22
                 */
                issueDateTo?: string;
                /**
                 * @description Only those due on or after this date.
                 * @example 2026-11-22
                 */
                dueDateFrom?: string;
                /**
                 * @description Only those due on or before this date.
                 * @example 2026-11-22
                 */
                dueDateTo?: string;
                /**
                 * @description Only the documents that changed at or after this UTC instant (their updatedAt).
                 * @example 2026-11-23T12:00:00Z
                 */
                updatedSince?: string;
                /** @description Only the documents of any of these statuses, separated by commas: draft; open (issued, something outstanding: partiallyPaid and overdue included); paid (issued, nothing outstanding); overdue (open and due before asOf); writtenOff (a bad-debt write-off settled the rest: neither open nor paid). A bill or supplier credit is never a draft; a credit never overdue. */
                status?: string;
                /**
                 * @description The day on which status=overdue is judged: due before it, not on it. Today in UTC unless given; only with status.
                 * @example 2026-11-22
                 */
                asOf?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postInvoices: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "clientId": 42,
                 *       "currency": "GBP",
                 *       "issueDate": "2026-11-22",
                 *       "dueDate": "2026-12-22",
                 *       "poNumber": "PO-1234",
                 *       "invoiceLines": [
                 *         {
                 *           "description": "Consulting",
                 *           "quantity": 10,
                 *           "rate": "95.00",
                 *           "salesTaxCode": "STANDARD",
                 *           "item": "hours"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getInvoicesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                    "application/pdf": string;
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The Accept header names neither application/json nor application/pdf */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putInvoicesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "clientId": 42,
                 *       "currency": "GBP",
                 *       "issueDate": "2026-11-22",
                 *       "dueDate": "2026-12-31",
                 *       "poNumber": "PO-1235"
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceUpdate"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteInvoicesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchInvoicesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of InvoiceUpdate: the fields sent change, a field sent as null is removed (set to null where InvoiceUpdate takes null), the others stay. The record so merged must be a valid InvoiceUpdate. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "GBP"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["InvoiceUpdatePatch"];
                /**
                 * @example {
                 *       "currency": "GBP"
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceUpdatePatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getInvoicesByIdPdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice as an A4 PDF, shown inline under its number. */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postInvoicesByIdInvoiceLines: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Consulting",
                 *       "quantity": 10,
                 *       "rate": "95.00",
                 *       "salesTaxCode": "STANDARD",
                 *       "item": "hours"
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceLineInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putInvoicesByIdInvoiceLinesByLineId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Consulting",
                 *       "quantity": 10,
                 *       "rate": "95.00",
                 *       "salesTaxCode": "STANDARD",
                 *       "item": "hours"
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceLineInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteInvoicesByIdInvoiceLinesByLineId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postInvoicesByIdSend: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "to": "accounts@client.example"
                 *     }
                 */
                "application/json": components["schemas"]["SendDocumentInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentEmail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            /** @description Email is not configured on this server (SMTP_URL and MAIL_FROM) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getInvoicesByIdEmails: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentEmail"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getInvoicesByIdWriteOff: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceWriteOff"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postInvoicesByIdWriteOff: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2027-07-01",
                 *       "note": "The client went into liquidation"
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceWriteOffInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceWriteOff"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteInvoicesByIdWriteOff: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceWriteOff"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getRecurringInvoices: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /** @description Only the records whose id is greater, by id order: the cursor of the Link to the next page. Unlike offset, it costs the same however deep the page. */
                after?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecurringInvoice"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postRecurringInvoices: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "clientId": 42,
                 *       "currency": "GBP",
                 *       "schedule": {
                 *         "frequency": "monthly",
                 *         "interval": 1,
                 *         "dayOfMonth": "last"
                 *       },
                 *       "startDate": "2026-01-31",
                 *       "count": 12,
                 *       "paymentTermsDays": 30,
                 *       "invoiceLines": [
                 *         {
                 *           "description": "Retainer",
                 *           "quantity": 1,
                 *           "rate": "1500.00",
                 *           "salesTaxCode": "STANDARD"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RecurringInvoiceInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecurringInvoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getRecurringInvoicesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecurringInvoice"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putRecurringInvoicesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "clientId": 42,
                 *       "currency": "GBP",
                 *       "schedule": {
                 *         "frequency": "monthly",
                 *         "interval": 1,
                 *         "dayOfMonth": "last"
                 *       },
                 *       "startDate": "2026-01-31",
                 *       "count": 12,
                 *       "paymentTermsDays": 30,
                 *       "invoiceLines": [
                 *         {
                 *           "description": "Retainer",
                 *           "quantity": 1,
                 *           "rate": "1500.00",
                 *           "salesTaxCode": "STANDARD"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RecurringInvoiceInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecurringInvoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteRecurringInvoicesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecurringInvoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchRecurringInvoicesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of RecurringInvoiceInput: the fields sent change, a field sent as null is removed (set to null where RecurringInvoiceInput takes null), the others stay. The record so merged must be a valid RecurringInvoiceInput. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "GBP"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["RecurringInvoiceInputPatch"];
                /**
                 * @example {
                 *       "currency": "GBP"
                 *     }
                 */
                "application/json": components["schemas"]["RecurringInvoiceInputPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecurringInvoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postRecurringInvoicesByIdPause: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecurringInvoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postRecurringInvoicesByIdResume: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecurringInvoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postRecurringInvoicesByIdEnd: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecurringInvoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getRecurringInvoicesByIdInvoices: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBills: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, in the order of the sort. */
                offset?: number;
                /** @description The id of the last record of the page before: only the records after it in the order of the sort (the cursor of the Link to the next page). Unlike offset, it costs the same however deep the page. Sorted by anything but id, it must be the id of a document of the list (filtered out or not): any other is refused (400); by id, any id marks a place. */
                after?: number;
                /** @description The order of the list: issueDate, dueDate, totalAmount, outstandingAmount, id, ascending, or descending after a leading -; ties in id order, in the same direction. By id unless given. outstandingAmount is 0 on a draft. */
                sort?: string;
                /** @description Only the documents whose number, PO number or reference (those it has), supplier's name or one of whose lines' description contains this text, of 3 to 100 characters. ASCII letters match in either case (A as a); every other character, % and _ too, only itself. */
                q?: string;
                /**
                 * @description Only the documents of this supplier.
                 * @example 42
                 */
                supplierId?: number;
                /**
                 * @description Only the documents in this currency.
                 * @example GBP
                 */
                currency?: string;
                /**
                 * @description Only those issued on or after this date.
                 * @example 2026-11-22
                 */
                issueDateFrom?: string;
                /**
                 * @description Only those issued on or before this date.
                 * @example 2026-11-22
                 */
                issueDateTo?: string;
                /**
                 * @description Only those due on or after this date.
                 * @example 2026-11-22
                 */
                dueDateFrom?: string;
                /**
                 * @description Only those due on or before this date.
                 * @example 2026-11-22
                 */
                dueDateTo?: string;
                /**
                 * @description Only the documents that changed at or after this UTC instant (their updatedAt).
                 * @example 2026-11-23T12:00:00Z
                 */
                updatedSince?: string;
                /** @description Only the documents of any of these statuses, separated by commas: draft; open (issued, something outstanding: partiallyPaid and overdue included); paid (issued, nothing outstanding); overdue (open and due before asOf); writtenOff (a bad-debt write-off settled the rest: neither open nor paid). A bill or supplier credit is never a draft; a credit never overdue. */
                status?: string;
                /**
                 * @description The day on which status=overdue is judged: due before it, not on it. Today in UTC unless given; only with status.
                 * @example 2026-11-22
                 */
                asOf?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bill"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postBills: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "supplierId": 42,
                 *       "currency": "GBP",
                 *       "issueDate": "2026-11-22",
                 *       "dueDate": "2026-12-22",
                 *       "billLines": [
                 *         {
                 *           "description": "Office chairs",
                 *           "quantity": 4,
                 *           "unitPrice": "120.00",
                 *           "salesTaxCode": "STANDARD",
                 *           "categoryCode": "6300"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BillInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bill"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBillsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bill"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putBillsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "supplierId": 42,
                 *       "currency": "GBP",
                 *       "issueDate": "2026-11-22",
                 *       "dueDate": "2026-12-31"
                 *     }
                 */
                "application/json": components["schemas"]["BillUpdate"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bill"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteBillsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bill"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchBillsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of BillUpdate: the fields sent change, a field sent as null is removed (set to null where BillUpdate takes null), the others stay. The record so merged must be a valid BillUpdate. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "GBP"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["BillUpdatePatch"];
                /**
                 * @example {
                 *       "currency": "GBP"
                 *     }
                 */
                "application/json": components["schemas"]["BillUpdatePatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bill"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postBillsByIdBillLines: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Office chairs",
                 *       "quantity": 4,
                 *       "unitPrice": "120.00",
                 *       "salesTaxCode": "STANDARD",
                 *       "categoryCode": "6300"
                 *     }
                 */
                "application/json": components["schemas"]["BillLineInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putBillsByIdBillLinesByLineId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Office chairs",
                 *       "quantity": 4,
                 *       "unitPrice": "120.00",
                 *       "salesTaxCode": "STANDARD",
                 *       "categoryCode": "6300"
                 *     }
                 */
                "application/json": components["schemas"]["BillLineInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteBillsByIdBillLinesByLineId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getCreditNotes: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, in the order of the sort. */
                offset?: number;
                /** @description The id of the last record of the page before: only the records after it in the order of the sort (the cursor of the Link to the next page). Unlike offset, it costs the same however deep the page. Sorted by anything but id, it must be the id of a document of the list (filtered out or not): any other is refused (400); by id, any id marks a place. */
                after?: number;
                /** @description The order of the list: issueDate, dueDate, totalAmount, outstandingAmount, number, id, ascending, or descending after a leading -; ties in id order, in the same direction. By id unless given. outstandingAmount is 0 on a draft; number is the creditNoteNumber. */
                sort?: string;
                /** @description Only the documents whose number, PO number or reference (those it has), client's name or one of whose lines' description contains this text, of 3 to 100 characters. ASCII letters match in either case (A as a); every other character, % and _ too, only itself. */
                q?: string;
                /**
                 * @description Only the documents of this client.
                 * @example 42
                 */
                clientId?: number;
                /**
                 * @description Only the documents in this currency.
                 * @example GBP
                 */
                currency?: string;
                /**
                 * @description Only those issued on or after this date.
                 * @example 2026-11-22
                 */
                issueDateFrom?: string;
                /**
                 * @description Only those issued on or before this date.
                 * @example 2026-11-22
                 */
                issueDateTo?: string;
                /**
                 * @description Only those due on or after this date.
                 * @example 2026-11-22
                 */
                dueDateFrom?: string;
                /**
                 * @description Only those due on or before this date.
                 * @example 2026-11-22
                 */
                dueDateTo?: string;
                /**
                 * @description Only the documents that changed at or after this UTC instant (their updatedAt).
                 * @example 2026-11-23T12:00:00Z
                 */
                updatedSince?: string;
                /** @description Only the documents of any of these statuses, separated by commas: draft; open (issued, something outstanding: partiallyPaid and overdue included); paid (issued, nothing outstanding); overdue (open and due before asOf); writtenOff (a bad-debt write-off settled the rest: neither open nor paid). A bill or supplier credit is never a draft; a credit never overdue. */
                status?: string;
                /**
                 * @description The day on which status=overdue is judged: due before it, not on it. Today in UTC unless given; only with status.
                 * @example 2026-11-22
                 */
                asOf?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNote"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postCreditNotes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "clientId": 42,
                 *       "currency": "GBP",
                 *       "issueDate": "2026-11-22",
                 *       "dueDate": "2026-12-22",
                 *       "reference": "Hours not worked in November",
                 *       "creditNoteLines": [
                 *         {
                 *           "description": "One hour not worked",
                 *           "quantity": 1,
                 *           "rate": "95.00",
                 *           "salesTaxCode": "STANDARD",
                 *           "item": "hours"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreditNoteInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getCreditNotesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNote"];
                    "application/pdf": string;
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The Accept header names neither application/json nor application/pdf */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putCreditNotesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "clientId": 42,
                 *       "currency": "GBP",
                 *       "issueDate": "2026-11-22",
                 *       "dueDate": "2026-12-22",
                 *       "reference": "Hours not worked in November, ticket 812"
                 *     }
                 */
                "application/json": components["schemas"]["CreditNoteUpdate"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteCreditNotesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchCreditNotesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of CreditNoteUpdate: the fields sent change, a field sent as null is removed (set to null where CreditNoteUpdate takes null), the others stay. The record so merged must be a valid CreditNoteUpdate. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "GBP"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["CreditNoteUpdatePatch"];
                /**
                 * @example {
                 *       "currency": "GBP"
                 *     }
                 */
                "application/json": components["schemas"]["CreditNoteUpdatePatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getCreditNotesByIdPdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credit note as an A4 PDF, shown inline under its number. */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postCreditNotesByIdCreditNoteLines: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Consulting",
                 *       "quantity": 10,
                 *       "rate": "95.00",
                 *       "salesTaxCode": "STANDARD",
                 *       "item": "hours"
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceLineInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putCreditNotesByIdCreditNoteLinesByLineId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Consulting",
                 *       "quantity": 10,
                 *       "rate": "95.00",
                 *       "salesTaxCode": "STANDARD",
                 *       "item": "hours"
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceLineInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteCreditNotesByIdCreditNoteLinesByLineId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postCreditNotesByIdSend: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "to": "accounts@client.example"
                 *     }
                 */
                "application/json": components["schemas"]["SendDocumentInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentEmail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            /** @description Email is not configured on this server (SMTP_URL and MAIL_FROM) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getCreditNotesByIdEmails: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentEmail"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSupplierCredits: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, in the order of the sort. */
                offset?: number;
                /** @description The id of the last record of the page before: only the records after it in the order of the sort (the cursor of the Link to the next page). Unlike offset, it costs the same however deep the page. Sorted by anything but id, it must be the id of a document of the list (filtered out or not): any other is refused (400); by id, any id marks a place. */
                after?: number;
                /** @description The order of the list: issueDate, dueDate, totalAmount, outstandingAmount, number, id, ascending, or descending after a leading -; ties in id order, in the same direction. By id unless given. outstandingAmount is 0 on a draft; number is the supplier's reference, one without sorting first. */
                sort?: string;
                /** @description Only the documents whose number, PO number or reference (those it has), supplier's name or one of whose lines' description contains this text, of 3 to 100 characters. ASCII letters match in either case (A as a); every other character, % and _ too, only itself. */
                q?: string;
                /**
                 * @description Only the documents of this supplier.
                 * @example 42
                 */
                supplierId?: number;
                /**
                 * @description Only the documents in this currency.
                 * @example GBP
                 */
                currency?: string;
                /**
                 * @description Only those issued on or after this date.
                 * @example 2026-11-22
                 */
                issueDateFrom?: string;
                /**
                 * @description Only those issued on or before this date.
                 * @example 2026-11-22
                 */
                issueDateTo?: string;
                /**
                 * @description Only those due on or after this date.
                 * @example 2026-11-22
                 */
                dueDateFrom?: string;
                /**
                 * @description Only those due on or before this date.
                 * @example 2026-11-22
                 */
                dueDateTo?: string;
                /**
                 * @description Only the documents that changed at or after this UTC instant (their updatedAt).
                 * @example 2026-11-23T12:00:00Z
                 */
                updatedSince?: string;
                /** @description Only the documents of any of these statuses, separated by commas: draft; open (issued, something outstanding: partiallyPaid and overdue included); paid (issued, nothing outstanding); overdue (open and due before asOf); writtenOff (a bad-debt write-off settled the rest: neither open nor paid). A bill or supplier credit is never a draft; a credit never overdue. */
                status?: string;
                /**
                 * @description The day on which status=overdue is judged: due before it, not on it. Today in UTC unless given; only with status.
                 * @example 2026-11-22
                 */
                asOf?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierCredit"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postSupplierCredits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "supplierId": 42,
                 *       "currency": "GBP",
                 *       "issueDate": "2026-11-22",
                 *       "dueDate": "2026-12-22",
                 *       "reference": "Returned chair",
                 *       "supplierCreditLines": [
                 *         {
                 *           "description": "One chair returned",
                 *           "quantity": 1,
                 *           "unitPrice": "120.00",
                 *           "salesTaxCode": "STANDARD",
                 *           "categoryCode": "6300"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SupplierCreditInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierCredit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSupplierCreditsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierCredit"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putSupplierCreditsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "supplierId": 42,
                 *       "currency": "GBP",
                 *       "issueDate": "2026-11-22",
                 *       "dueDate": "2026-12-22",
                 *       "reference": "Returned chair, RMA 5521"
                 *     }
                 */
                "application/json": components["schemas"]["SupplierCreditUpdate"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierCredit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteSupplierCreditsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierCredit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchSupplierCreditsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of SupplierCreditUpdate: the fields sent change, a field sent as null is removed (set to null where SupplierCreditUpdate takes null), the others stay. The record so merged must be a valid SupplierCreditUpdate. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "GBP"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["SupplierCreditUpdatePatch"];
                /**
                 * @example {
                 *       "currency": "GBP"
                 *     }
                 */
                "application/json": components["schemas"]["SupplierCreditUpdatePatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierCredit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postSupplierCreditsByIdSupplierCreditLines: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Office chairs",
                 *       "quantity": 4,
                 *       "unitPrice": "120.00",
                 *       "salesTaxCode": "STANDARD",
                 *       "categoryCode": "6300"
                 *     }
                 */
                "application/json": components["schemas"]["BillLineInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putSupplierCreditsByIdSupplierCreditLinesByLineId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Office chairs",
                 *       "quantity": 4,
                 *       "unitPrice": "120.00",
                 *       "salesTaxCode": "STANDARD",
                 *       "categoryCode": "6300"
                 *     }
                 */
                "application/json": components["schemas"]["BillLineInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteSupplierCreditsByIdSupplierCreditLinesByLineId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getQuotes: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, in the order of the sort. */
                offset?: number;
                /** @description The id of the last record of the page before: only the records after it in the order of the sort (the cursor of the Link to the next page). Unlike offset, it costs the same however deep the page. Sorted by anything but id, it must be the id of a document of the list (filtered out or not): any other is refused (400); by id, any id marks a place. */
                after?: number;
                /** @description The order of the list: issueDate, expiryDate, totalAmount, number, id, ascending, or descending after a leading -; ties in id order, in the same direction. By id unless given. number is the quoteNumber. */
                sort?: string;
                /** @description Only the documents whose number, PO number or reference (those it has), client's name or one of whose lines' description contains this text, of 3 to 100 characters. ASCII letters match in either case (A as a); every other character, % and _ too, only itself. */
                q?: string;
                /**
                 * @description Only the documents of this client.
                 * @example 42
                 */
                clientId?: number;
                /**
                 * @description Only the documents in this currency.
                 * @example GBP
                 */
                currency?: string;
                /**
                 * @description Only those issued on or after this date.
                 * @example 2026-11-22
                 */
                issueDateFrom?: string;
                /**
                 * @description Only those issued on or before this date.
                 * @example 2026-11-22
                 */
                issueDateTo?: string;
                /**
                 * @description Only those expiring on or after this date.
                 * @example 2026-11-22
                 */
                expiryDateFrom?: string;
                /**
                 * @description Only those expiring on or before this date.
                 * @example 2026-11-22
                 */
                expiryDateTo?: string;
                /**
                 * @description Only the documents that changed at or after this UTC instant (their updatedAt).
                 * @example 2026-11-23T12:00:00Z
                 */
                updatedSince?: string;
                /** @description Only the quotes of any of these statuses, separated by commas: draft; sent (and not expired); accepted (not yet invoiced); declined; expired (sent, neither accepted nor declined, its expiryDate before asOf); invoiced (converted to an invoice). */
                status?: string;
                /**
                 * @description The day on which status=expired (and so sent) is judged: expiryDate before it, not on it. Today in UTC unless given; only with status.
                 * @example 2026-11-22
                 */
                asOf?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postQuotes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "clientId": 42,
                 *       "currency": "GBP",
                 *       "issueDate": "2026-11-22",
                 *       "expiryDate": "2026-12-22",
                 *       "poNumber": "PO-1234",
                 *       "quoteLines": [
                 *         {
                 *           "description": "Consulting",
                 *           "quantity": 10,
                 *           "rate": "95.00",
                 *           "salesTaxCode": "STANDARD",
                 *           "item": "hours"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["QuoteInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getQuotesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                    "application/pdf": string;
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The Accept header names neither application/json nor application/pdf */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putQuotesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "clientId": 42,
                 *       "currency": "GBP",
                 *       "issueDate": "2026-11-22",
                 *       "expiryDate": "2026-12-31"
                 *     }
                 */
                "application/json": components["schemas"]["QuoteUpdate"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteQuotesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchQuotesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of QuoteUpdate: the fields sent change, a field sent as null is removed (set to null where QuoteUpdate takes null), the others stay. The record so merged must be a valid QuoteUpdate. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "currency": "GBP"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["QuoteUpdatePatch"];
                /**
                 * @example {
                 *       "currency": "GBP"
                 *     }
                 */
                "application/json": components["schemas"]["QuoteUpdatePatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getQuotesByIdPdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote as an A4 PDF, shown inline under its number. */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postQuotesByIdQuoteLines: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Consulting",
                 *       "quantity": 10,
                 *       "rate": "95.00",
                 *       "salesTaxCode": "STANDARD",
                 *       "item": "hours"
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceLineInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putQuotesByIdQuoteLinesByLineId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Consulting",
                 *       "quantity": 10,
                 *       "rate": "95.00",
                 *       "salesTaxCode": "STANDARD",
                 *       "item": "hours"
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceLineInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteQuotesByIdQuoteLinesByLineId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postQuotesByIdSend: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "to": "accounts@client.example"
                 *     }
                 */
                "application/json": components["schemas"]["SendDocumentInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentEmail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            /** @description Email is not configured on this server (SMTP_URL and MAIL_FROM) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
        };
    };
    getQuotesByIdEmails: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentEmail"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postQuotesByIdMarkSent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postQuotesByIdAccept: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postQuotesByIdDecline: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postQuotesByIdConvert: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "issueDate": "2026-12-01",
                 *       "dueDate": "2026-12-31"
                 *     }
                 */
                "application/json": components["schemas"]["QuoteConversion"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getCreditNotesByIdAllocations: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNoteAllocation"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postCreditNotesByIdAllocations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "invoiceId": 42,
                 *       "amount": "100.00",
                 *       "date": "2026-11-22"
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceAllocationInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNoteAllocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getCreditNotesByIdAllocationsByAllocationId: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                allocationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNoteAllocation"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteCreditNotesByIdAllocationsByAllocationId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                allocationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditNoteAllocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSupplierCreditsByIdAllocations: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierCreditAllocation"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postSupplierCreditsByIdAllocations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "billId": 42,
                 *       "amount": "100.00",
                 *       "date": "2026-11-22"
                 *     }
                 */
                "application/json": components["schemas"]["BillAllocationInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierCreditAllocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSupplierCreditsByIdAllocationsByAllocationId: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                allocationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierCreditAllocation"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteSupplierCreditsByIdAllocationsByAllocationId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                allocationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierCreditAllocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getClientPaymentsByIdAllocations: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientPaymentAllocation"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postClientPaymentsByIdAllocations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "invoiceId": 42,
                 *       "amount": "100.00",
                 *       "date": "2026-11-22"
                 *     }
                 */
                "application/json": components["schemas"]["InvoiceAllocationInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientPaymentAllocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getClientPaymentsByIdAllocationsByAllocationId: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                allocationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientPaymentAllocation"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteClientPaymentsByIdAllocationsByAllocationId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                allocationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientPaymentAllocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSupplierPaymentsByIdAllocations: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierPaymentAllocation"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postSupplierPaymentsByIdAllocations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "billId": 42,
                 *       "amount": "100.00",
                 *       "date": "2026-11-22"
                 *     }
                 */
                "application/json": components["schemas"]["BillAllocationInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierPaymentAllocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSupplierPaymentsByIdAllocationsByAllocationId: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                allocationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierPaymentAllocation"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteSupplierPaymentsByIdAllocationsByAllocationId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                allocationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierPaymentAllocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getClientRefunds: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, in the order of the sort. */
                offset?: number;
                /** @description The id of the last record of the page before: only the records after it in the order of the sort (the cursor of the Link to the next page). Unlike offset, it costs the same however deep the page. Sorted by anything but id, it must be the id of one of the refunds of the list (filtered out or not): any other is refused (400); by id, any id marks a place. */
                after?: number;
                /** @description The order of the list: datePaid, amount, id, ascending, or descending after a leading -; ties in id order, in the same direction. By id unless given. amount compares the amounts as numbers, each in its record's currency. */
                sort?: string;
                /**
                 * @description Only the refunds of this client.
                 * @example 42
                 */
                clientId?: number;
                /**
                 * @description Only the refunds through this bank account.
                 * @example 42
                 */
                bankAccountId?: number;
                /**
                 * @description Only those paid (datePaid) on or after this date.
                 * @example 2026-11-22
                 */
                dateFrom?: string;
                /**
                 * @description Only those paid (datePaid) on or before this date.
                 * @example 2026-11-22
                 */
                dateTo?: string;
                /**
                 * @description Only the refunds that changed at or after this UTC instant (their updatedAt).
                 * @example 2026-11-23T12:00:00Z
                 */
                updatedSince?: string;
                /**
                 * @description Only the refunds of this credit note.
                 * @example 42
                 */
                creditNoteId?: number;
                /**
                 * @description Only the refunds of this payment's money on account.
                 * @example 42
                 */
                paymentId?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientRefund"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postClientRefunds: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "creditNoteId": 42,
                 *       "clientId": 42,
                 *       "bankAccountId": 42,
                 *       "currency": "GBP",
                 *       "amount": "50.00",
                 *       "datePaid": "2026-11-22"
                 *     }
                 */
                "application/json": components["schemas"]["ClientRefundInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientRefund"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getClientRefundsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientRefund"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteClientRefundsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientRefund"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSupplierRefunds: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, in the order of the sort. */
                offset?: number;
                /** @description The id of the last record of the page before: only the records after it in the order of the sort (the cursor of the Link to the next page). Unlike offset, it costs the same however deep the page. Sorted by anything but id, it must be the id of one of the refunds of the list (filtered out or not): any other is refused (400); by id, any id marks a place. */
                after?: number;
                /** @description The order of the list: dateReceived, amount, id, ascending, or descending after a leading -; ties in id order, in the same direction. By id unless given. amount compares the amounts as numbers, each in its record's currency. */
                sort?: string;
                /**
                 * @description Only the refunds of this supplier.
                 * @example 42
                 */
                supplierId?: number;
                /**
                 * @description Only the refunds through this bank account.
                 * @example 42
                 */
                bankAccountId?: number;
                /**
                 * @description Only those received (dateReceived) on or after this date.
                 * @example 2026-11-22
                 */
                dateFrom?: string;
                /**
                 * @description Only those received (dateReceived) on or before this date.
                 * @example 2026-11-22
                 */
                dateTo?: string;
                /**
                 * @description Only the refunds that changed at or after this UTC instant (their updatedAt).
                 * @example 2026-11-23T12:00:00Z
                 */
                updatedSince?: string;
                /**
                 * @description Only the refunds of this credit.
                 * @example 42
                 */
                supplierCreditId?: number;
                /**
                 * @description Only the refunds of this payment's money on account.
                 * @example 42
                 */
                paymentId?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierRefund"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postSupplierRefunds: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "supplierCreditId": 42,
                 *       "supplierId": 42,
                 *       "bankAccountId": 42,
                 *       "currency": "GBP",
                 *       "amount": "50.00",
                 *       "dateReceived": "2026-11-22"
                 *     }
                 */
                "application/json": components["schemas"]["SupplierRefundInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierRefund"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSupplierRefundsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierRefund"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteSupplierRefundsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierRefund"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getManualJournalEntries: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /** @description Only the records whose id is greater, by id order: the cursor of the Link to the next page. Unlike offset, it costs the same however deep the page. */
                after?: number;
                /**
                 * @description Only the entries with a line on the account of this code; none when no account has it.
                 * @example 4000
                 */
                accountCode?: string;
                /**
                 * @description Only those dated on or after this date.
                 * @example 2026-11-22
                 */
                dateFrom?: string;
                /**
                 * @description Only those dated on or before this date.
                 * @example 2026-11-22
                 */
                dateTo?: string;
                /**
                 * @description Only the entries that changed at or after this UTC instant (their updatedAt).
                 * @example 2026-11-23T12:00:00Z
                 */
                updatedSince?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postManualJournalEntries: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Rent for November, not yet invoiced",
                 *       "date": "2026-11-30",
                 *       "manualJournalEntryLines": [
                 *         {
                 *           "accountCode": "6100",
                 *           "debitAmountValue": "1000.00"
                 *         },
                 *         {
                 *           "accountCode": "2250",
                 *           "creditAmountValue": "1000.00"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["JournalEntryInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getManualJournalEntriesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putManualJournalEntriesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Rent for November, invoice expected in December",
                 *       "date": "2026-11-30"
                 *     }
                 */
                "application/json": components["schemas"]["JournalEntryUpdate"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteManualJournalEntriesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchManualJournalEntriesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of JournalEntryUpdate: the fields sent change, a field sent as null is removed (set to null where JournalEntryUpdate takes null), the others stay. The record so merged must be a valid JournalEntryUpdate. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Rent for November, invoice expected in December"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["JournalEntryUpdatePatch"];
                /**
                 * @example {
                 *       "reason": "Rent for November, invoice expected in December"
                 *     }
                 */
                "application/json": components["schemas"]["JournalEntryUpdatePatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postManualJournalEntriesByIdManualJournalEntryLines: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "accountCode": "6100",
                 *       "debitAmountValue": "100.00",
                 *       "creditAmountValue": "100.00"
                 *     }
                 */
                "application/json": components["schemas"]["JournalLineInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putManualJournalEntriesByIdManualJournalEntryLinesByLineId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "accountCode": "6100",
                 *       "debitAmountValue": "100.00",
                 *       "creditAmountValue": "100.00"
                 *     }
                 */
                "application/json": components["schemas"]["JournalLineInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteManualJournalEntriesByIdManualJournalEntryLinesByLineId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getAccountsByIdLedger: {
        parameters: {
            query?: {
                /**
                 * @description First day, inclusive; postings before it make the opening balances.
                 * @example 2026-11-22
                 */
                from?: string;
                /**
                 * @description Last day, inclusive.
                 * @example 2026-11-22
                 */
                to?: string;
                /** @description Page size; without it every posting of the range. A full page answers a Link header with rel="next"; the opening balances are then those before the page's first posting. */
                limit?: number;
                /** @description Postings of the range to skip. */
                offset?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountLedger"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getReportsTrialBalance: {
        parameters: {
            query?: {
                /**
                 * @description The balances at the end of this day; today (UTC) when left out.
                 * @example 2026-11-22
                 */
                date?: string;
                /** @description `base`: every account's balance in the company's base currency, all currencies valued, with the transactions that have no base value listed in `unvalued`. Left out: the balances in each currency as they happened. */
                currency?: "base";
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrialBalance"];
                    "text/csv": string;
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankAccountsByIdTransactions: {
        parameters: {
            query?: {
                /**
                 * @description First day, inclusive; postings before it make the opening balances.
                 * @example 2026-11-22
                 */
                from?: string;
                /**
                 * @description Last day, inclusive.
                 * @example 2026-11-22
                 */
                to?: string;
                /** @description Page size; without it every posting of the range. A full page answers a Link header with rel="next"; the opening balances are then those before the page's first posting. */
                limit?: number;
                /** @description Postings of the range to skip. */
                offset?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatement"];
                    "text/csv": string;
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankStatementProfiles: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /** @description Only the records whose id is greater, by id order: the cursor of the Link to the next page. Unlike offset, it costs the same however deep the page. */
                after?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementProfile"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postBankStatementProfiles: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "High Street Bank",
                 *       "dateColumn": "Date",
                 *       "dateFormat": "DD/MM/YYYY",
                 *       "moneyInColumn": "Money In",
                 *       "moneyOutColumn": "Money Out",
                 *       "descriptionColumns": [
                 *         "Description"
                 *       ],
                 *       "balanceColumn": "Balance"
                 *     }
                 */
                "application/json": components["schemas"]["BankStatementProfileInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankStatementProfilesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementProfile"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putBankStatementProfilesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "High Street Bank",
                 *       "dateColumn": "Date",
                 *       "dateFormat": "DD/MM/YYYY",
                 *       "moneyInColumn": "Money In",
                 *       "moneyOutColumn": "Money Out",
                 *       "descriptionColumns": [
                 *         "Description"
                 *       ],
                 *       "balanceColumn": "Balance"
                 *     }
                 */
                "application/json": components["schemas"]["BankStatementProfileInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteBankStatementProfilesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchBankStatementProfilesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of BankStatementProfileInput: the fields sent change, a field sent as null is removed (set to null where BankStatementProfileInput takes null), the others stay. The record so merged must be a valid BankStatementProfileInput. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "High Street Bank"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["BankStatementProfileInputPatch"];
                /**
                 * @example {
                 *       "name": "High Street Bank"
                 *     }
                 */
                "application/json": components["schemas"]["BankStatementProfileInputPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankAccountsByIdStatementImports: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /** @description Only the records whose id is greater, by id order: the cursor of the Link to the next page. Unlike offset, it costs the same however deep the page. */
                after?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementImport"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postBankAccountsByIdStatementImports: {
        parameters: {
            query: {
                /** @description The format of the file in the body. */
                format: "csv" | "ofx" | "camt053" | "mt940";
                /** @example 42 */
                profileId?: number;
            };
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementImport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankAccountsByIdStatementImportsByImportId: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                importId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementImport"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteBankAccountsByIdStatementImportsByImportId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                importId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementImport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankAccountsByIdStatementLines: {
        parameters: {
            query?: {
                status?: "unmatched" | "matched" | "excluded";
                /**
                 * @description A calendar date written YYYY-MM-DD.
                 * @example 2026-11-22
                 */
                from?: string;
                /**
                 * @description A calendar date written YYYY-MM-DD.
                 * @example 2026-11-22
                 */
                to?: string;
                /**
                 * @description Only the lines of this amount or more: money in is above zero, money out below. An amount with at most two decimals: a number, or a string such as "1968.00" or "1,968.00". At most 999,999,999,999.99 in absolute value.
                 * @example -100.00
                 */
                amountFrom?: number | string;
                /**
                 * @description Only the lines of this amount or less. An amount with at most two decimals: a number, or a string such as "1968.00" or "1,968.00". At most 999,999,999,999.99 in absolute value.
                 * @example 0
                 */
                amountTo?: number | string;
                /**
                 * @description Only the lines of this statement import.
                 * @example 42
                 */
                importId?: number;
                limit?: number;
                offset?: number;
                after?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementLine"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankAccountsByIdStatementLinesByLineId: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementLine"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankAccountsByIdStatementLinesByLineIdSuggestions: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementSuggestion"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postBankAccountsByIdStatementLinesAutoMatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementLine"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postBankAccountsByIdStatementLinesByLineIdMatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        /** @description Either matches, linking records that exist, or create, making the record from the line, dated and valued as it says. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "matches": [
                 *         {
                 *           "type": "clientPayment",
                 *           "id": 42
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BankStatementMatchInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteBankAccountsByIdStatementLinesByLineIdMatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postBankAccountsByIdStatementLinesByLineIdExclude: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteBankAccountsByIdStatementLinesByLineIdExclude: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                lineId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankAccountsByIdReconciliations: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankReconciliation"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postBankAccountsByIdReconciliations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "statementDate": "2026-03-31",
                 *       "closingBalance": "12,345.67"
                 *     }
                 */
                "application/json": components["schemas"]["BankReconciliationInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankReconciliation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankAccountsByIdReconciliationsByReconciliationId: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                reconciliationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankReconciliation"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteBankAccountsByIdReconciliationsByReconciliationId: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                reconciliationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankReconciliation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankAccountsByIdReconciliation: {
        parameters: {
            query: {
                /**
                 * @description A calendar date written YYYY-MM-DD.
                 * @example 2026-11-22
                 */
                date: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankReconciliationState"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankRules: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /** @description Only the records whose id is greater, by id order: the cursor of the Link to the next page. Unlike offset, it costs the same however deep the page. */
                after?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankRule"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postBankRules: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Monthly account fee",
                 *       "bankAccountId": 42,
                 *       "direction": "out",
                 *       "conditions": [
                 *         {
                 *           "field": "description",
                 *           "operator": "contains",
                 *           "value": "ACCOUNT FEE"
                 *         },
                 *         {
                 *           "field": "amount",
                 *           "operator": "lessThan",
                 *           "value": "50.00"
                 *         }
                 *       ],
                 *       "action": {
                 *         "type": "manualJournalEntry",
                 *         "accountCode": "6800",
                 *         "reason": "Bank charges"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["BankRuleInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getBankRulesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankRule"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putBankRulesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Monthly account fee",
                 *       "bankAccountId": 42,
                 *       "direction": "out",
                 *       "conditions": [
                 *         {
                 *           "field": "description",
                 *           "operator": "contains",
                 *           "value": "ACCOUNT FEE"
                 *         },
                 *         {
                 *           "field": "amount",
                 *           "operator": "lessThan",
                 *           "value": "50.00"
                 *         }
                 *       ],
                 *       "action": {
                 *         "type": "manualJournalEntry",
                 *         "accountCode": "6800",
                 *         "reason": "Bank charges"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["BankRuleInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteBankRulesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchBankRulesById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of BankRuleInput: the fields sent change, a field sent as null is removed (set to null where BankRuleInput takes null), the others stay. The record so merged must be a valid BankRuleInput. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Monthly account fee"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["BankRuleInputPatch"];
                /**
                 * @example {
                 *       "name": "Monthly account fee"
                 *     }
                 */
                "application/json": components["schemas"]["BankRuleInputPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getReportsProfitAndLoss: {
        parameters: {
            query?: {
                /**
                 * @description First day, inclusive; the first day of the financial year of `to` when left out.
                 * @example 2026-11-22
                 */
                from?: string;
                /**
                 * @description Last day, inclusive; today (UTC) when left out.
                 * @example 2026-11-22
                 */
                to?: string;
                /**
                 * @description First day of a period to compare with, given with `compareTo`.
                 * @example 2026-11-22
                 */
                compareFrom?: string;
                /**
                 * @description Last day of the period to compare with.
                 * @example 2026-11-22
                 */
                compareTo?: string;
                /**
                 * @description A currency whose own figures the report gives: only the postings in it, as they happened. Left out: the figures in the company's base currency, every currency valued, with the transactions that have no base value listed in `unvalued` (their amounts are in no figure).
                 * @example GBP
                 */
                currency?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfitAndLoss"];
                    "text/csv": string;
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            /** @description The financial year of the day asked for would start before 0001-01-01 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getReportsBalanceSheet: {
        parameters: {
            query?: {
                /**
                 * @description The balances at the end of this day; today (UTC) when left out.
                 * @example 2026-11-22
                 */
                date?: string;
                /**
                 * @description A currency whose own figures the report gives: only the postings in it, as they happened. Left out: the figures in the company's base currency, every currency valued, with the transactions that have no base value listed in `unvalued` (their amounts are in no figure).
                 * @example GBP
                 */
                currency?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceSheet"];
                    "text/csv": string;
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            /** @description The financial year of the day asked for would start before 0001-01-01 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getReportsVatReturn: {
        parameters: {
            query?: {
                /**
                 * @description First day of the VAT period, inclusive; the first day of the financial year of `to` when left out.
                 * @example 2026-11-22
                 */
                from?: string;
                /**
                 * @description Last day, inclusive; today (UTC) when left out.
                 * @example 2026-11-22
                 */
                to?: string;
                /**
                 * @description A currency whose own figures the report gives: only the postings in it, as they happened. Left out: the figures in the company's base currency, every currency valued, with the transactions that have no base value listed in `unvalued` (their amounts are in no figure).
                 * @example GBP
                 */
                currency?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VatReturn"];
                    "text/csv": string;
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            /** @description The financial year of the day asked for would start before 0001-01-01 */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDetails"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getReportsAgedReceivables: {
        parameters: {
            query?: {
                /**
                 * @description What was outstanding at the end of this day; today (UTC) when left out.
                 * @example 2026-11-22
                 */
                date?: string;
                /**
                 * @description A currency: only the documents in it, in their own amounts. Left out: every document at its book value in the company's base currency (its value at its rate less what payments cleared of it), those without a value left out and their transactions listed in `unvalued`.
                 * @example GBP
                 */
                currency?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgedReceivables"];
                    "text/csv": string;
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getReportsAgedPayables: {
        parameters: {
            query?: {
                /**
                 * @description What was outstanding at the end of this day; today (UTC) when left out.
                 * @example 2026-11-22
                 */
                date?: string;
                /**
                 * @description A currency: only the documents in it, in their own amounts. Left out: every document at its book value in the company's base currency (its value at its rate less what payments cleared of it), those without a value left out and their transactions listed in `unvalued`.
                 * @example GBP
                 */
                currency?: string;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgedPayables"];
                    "text/csv": string;
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getReportsJournal: {
        parameters: {
            query?: {
                /**
                 * @description First day, inclusive; the first transaction when left out.
                 * @example 2026-11-22
                 */
                from?: string;
                /**
                 * @description Last day, inclusive; the last transaction when left out.
                 * @example 2026-11-22
                 */
                to?: string;
                /** @description Transactions per page of the JSON answer (100 when left out); a full page answers a Link header with rel="next". A text journal holds every transaction of the period. */
                limit?: number;
                /**
                 * @description The last transaction of the previous page.
                 * @example 42
                 */
                after?: number;
                /** @description `ledger`: a plain-text journal for hledger (as `Accept: text/vnd.ledger`); `beancount`: one for beancount; in both, a foreign amount carries its value in the base currency as its cost. `csv`: a row per posting (as `Accept: text/csv`). The text answers hold every transaction of the period. Left out: JSON, or what `Accept` asks for. */
                format?: "json" | "ledger" | "beancount" | "csv";
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Journal"];
                    "text/csv": string;
                    "text/vnd.ledger": string;
                    "text/plain": string;
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getAuditLog: {
        parameters: {
            query?: {
                /** @description The kind of record; a line call changes its document (an invoice, a bill, a credit note, a manual journal entry). */
                recordType?: "company" | "account" | "salesTax" | "exchangeRate" | "currencyRevaluation" | "employee" | "client" | "supplier" | "lineItem" | "bankAccount" | "bankTransfer" | "invoice" | "bill" | "creditNote" | "supplierCredit" | "quote" | "creditNoteAllocation" | "supplierCreditAllocation" | "clientPaymentAllocation" | "supplierPaymentAllocation" | "clientRefund" | "supplierRefund" | "invoiceWriteOff" | "clientPayment" | "supplierPayment" | "manualJournalEntry" | "bankStatementProfile" | "bankRule" | "bankStatementImport" | "bankStatementLine" | "bankReconciliation" | "webhookEndpoint" | "recurringInvoice";
                /** @example 42 */
                recordId?: number;
                /**
                 * @description Only the entries of the writes of this user.
                 * @example 42
                 */
                userId?: number;
                /**
                 * @description Only the entries of the writes made with this API key.
                 * @example 42
                 */
                apiKeyId?: number;
                /** @description Only the entries of writes that made a record (before is null), changed one, or deleted one (after is null); a line call changes its document. */
                action?: "create" | "update" | "delete";
                /** @description Only entries at or after it; a date means its first instant. */
                from?: string;
                /** @description Only entries at or before it; a date means its last instant. */
                to?: string;
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /**
                 * @description Only the entries older than the one with this id: the cursor of the Link to the next page, which costs the same however deep the page.
                 * @example 42
                 */
                after?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntry"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /** @description Only the records whose id is greater, by id order: the cursor of the Link to the next page. Unlike offset, it costs the same however deep the page. */
                after?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Where a company's events are sent. A company has at most 20 webhook endpoints. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/accounting",
                 *       "eventTypes": [
                 *         "invoice.paid"
                 *       ],
                 *       "description": "CRM"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEndpointInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getWebhookEndpointsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    putWebhookEndpointsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description Where a company's events are sent. A company has at most 20 webhook endpoints. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/accounting",
                 *       "eventTypes": [
                 *         "invoice.paid"
                 *       ],
                 *       "description": "CRM"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEndpointInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteWebhookEndpointsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    patchWebhookEndpointsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        /** @description A JSON Merge Patch (RFC 7396) of WebhookEndpointInput: the fields sent change, a field sent as null is removed (set to null where WebhookEndpointInput takes null), the others stay. The record so merged must be a valid WebhookEndpointInput. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/accounting"
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["WebhookEndpointInputPatch"];
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/accounting"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEndpointInputPatch"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postWebhookEndpointsByIdRotateSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
                /** @description Makes the write only if the record is still as it was read: its ETag (or several, separated by commas), compared strongly, or * for any record that exists. Otherwise a 412, and nothing is written. Without it the write is made whatever the record became. */
                "if-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postWebhookEndpointsByIdTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getWebhookEndpointsByIdDeliveries: {
        parameters: {
            query?: {
                /** @description pending: waits for its next attempt; succeeded: the endpoint answered 2xx; failed: the attempts ran out, or the endpoint is gone. */
                status?: "pending" | "succeeded" | "failed";
                /** @description Page size; without it the whole list is returned. */
                limit?: number;
                /** @description Records to skip, by id order. */
                offset?: number;
                /**
                 * @description Only the deliveries older than the one with this id: the cursor of the Link to the next page, which costs the same however deep the page.
                 * @example 42
                 */
                after?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postWebhookEndpointsByIdDeliveriesByDeliveryIdRetry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
                /** @example 42 */
                deliveryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getEvents: {
        parameters: {
            query?: {
                /** @description Only the events of any of these types, separated by commas. */
                type?: string;
                /** @description Page size, 1–1000; 100 unless given. */
                limit?: number;
                /**
                 * @description Only the events older than the one with this id: the cursor of the Link to the next page, which costs the same however deep the page.
                 * @example 42
                 */
                after?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    /** @description How many records the whole list has. */
                    "X-Total-Count"?: number;
                    /** @description With limit, when more records follow: <the next page>; rel="next". */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getEventsById: {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadPathOrQuery"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getApiKeys: {
        parameters: {
            query?: {
                /**
                 * @description Another user's keys (needs the admin scope).
                 * @example 42
                 */
                userId?: number;
            };
            header?: {
                /** @description ETags of answers the client holds (or *): when one matches the answer by the weak comparison, a 304 without the body. */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"][];
                };
            };
            /** @description If-None-Match names the ETag of the answer: it has not changed, and is not sent again */
            304: {
                headers: {
                    /** @description A digest of the body: strong for a record, weak (W/"…") for a list; a list written as it is read (no limit, more than a batch) has none. A PUT or PATCH answers the record's new ETag, a call on a line of a document the document's; a DELETE none. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadParameter"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    postApiKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the create safe to retry: the first request with a key is carried out and its answer kept for 24 hours; a repeat with the same body gets that answer again and changes nothing; the same key with another body is a 422; a repeat while the first is in flight waits for it and gets its answer. Keys are per company. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    /** @description true when this is the stored answer to an earlier request with the key. */
                    "Idempotent-Replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteApiKeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description The request's id, taken from a sane X-Request-Id of the request or made up. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundAtPathOrInBody"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["RuleViolation"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    receiveEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id, the same on every attempt. */
                "webhook-id": string;
                /** @description When this attempt was made, in Unix seconds. */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed by the secret after `whsec_` base64-decoded; two, separated by a space, while a rotated secret still signs. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The event, and the `webhook-id` of every delivery of it.
                     * @example 42
                     */
                    id: number;
                    /**
                     * @description The type of an event: what happened, to what. `<record>.created`, `.updated` and `.deleted`: a write of the API to that record, or, for `.updated`, a write of another record that changed its answer (a payment that changes what an invoice has outstanding); the object is the record as the API answered it then, as it was for a delete. `<document>.paid`: a write brought what a document has outstanding from above zero to zero. `invoice.overdue`, `bill.overdue`: once per document, when it is issued, unpaid and its due date has passed. `company.lockDateChanged`: a write moved the lock date (the object is the company). `ping`: a test sent to one endpoint.
                     * @enum {string}
                     */
                    type: "company.updated" | "account.created" | "account.updated" | "account.deleted" | "salesTax.created" | "salesTax.updated" | "salesTax.deleted" | "exchangeRate.created" | "exchangeRate.updated" | "exchangeRate.deleted" | "currencyRevaluation.created" | "currencyRevaluation.deleted" | "employee.created" | "employee.updated" | "employee.deleted" | "client.created" | "client.updated" | "client.deleted" | "supplier.created" | "supplier.updated" | "supplier.deleted" | "lineItem.created" | "lineItem.updated" | "lineItem.deleted" | "bankAccount.created" | "bankAccount.updated" | "bankAccount.deleted" | "bankTransfer.created" | "bankTransfer.updated" | "bankTransfer.deleted" | "invoice.created" | "invoice.updated" | "invoice.deleted" | "bill.created" | "bill.updated" | "bill.deleted" | "creditNote.created" | "creditNote.updated" | "creditNote.deleted" | "supplierCredit.created" | "supplierCredit.updated" | "supplierCredit.deleted" | "quote.created" | "quote.updated" | "quote.deleted" | "creditNoteAllocation.created" | "creditNoteAllocation.deleted" | "supplierCreditAllocation.created" | "supplierCreditAllocation.deleted" | "clientPaymentAllocation.created" | "clientPaymentAllocation.deleted" | "supplierPaymentAllocation.created" | "supplierPaymentAllocation.deleted" | "clientRefund.created" | "clientRefund.deleted" | "supplierRefund.created" | "supplierRefund.deleted" | "invoiceWriteOff.created" | "invoiceWriteOff.deleted" | "clientPayment.created" | "clientPayment.updated" | "clientPayment.deleted" | "supplierPayment.created" | "supplierPayment.updated" | "supplierPayment.deleted" | "manualJournalEntry.created" | "manualJournalEntry.updated" | "manualJournalEntry.deleted" | "bankStatementProfile.created" | "bankStatementProfile.updated" | "bankStatementProfile.deleted" | "bankRule.created" | "bankRule.updated" | "bankRule.deleted" | "bankStatementImport.created" | "bankStatementImport.deleted" | "bankStatementLine.updated" | "bankReconciliation.created" | "bankReconciliation.deleted" | "recurringInvoice.created" | "recurringInvoice.updated" | "recurringInvoice.deleted" | "invoice.paid" | "bill.paid" | "creditNote.paid" | "supplierCredit.paid" | "invoice.overdue" | "bill.overdue" | "company.lockDateChanged" | "ping";
                    /**
                     * @description When the write that made it committed, near enough: UTC, with milliseconds.
                     * @example 2026-11-29T09:30:00.000Z
                     */
                    createdAt: string;
                    /**
                     * @description Its place among the company's events, from 1, without gaps, in the order the writes committed: a receiver that sees a gap has missed an event.
                     * @example 42
                     */
                    sequence: number;
                    data: {
                        /** @description The record as the API answered it at that moment (as it was, for a delete): the answer of a GET of it, in the installation's money format. */
                        object: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Received: any 2xx within 10 seconds is a success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone: the delivery fails and the endpoint is disabled. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
