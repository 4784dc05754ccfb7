/** 1 title image, 2 detail image, 3 the fixed info image (SPEC.md §2). */
export const sharepicRoles = ['Titelbild', 'Detailbild', 'Infobild'] as const;
