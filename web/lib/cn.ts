import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; a later Tailwind class overrides an earlier one of the same kind (e.g. `hidden` over `inline-flex`). */
export const cn = (...classes: ClassValue[]) => twMerge(clsx(classes));
