// Public API of this package; filled by its feature issues (see README).
export {};
