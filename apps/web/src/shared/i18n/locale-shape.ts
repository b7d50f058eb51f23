/** The shape of a locale tree with every string widened: en-US objects are typed by their zh-CN twin. */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };
