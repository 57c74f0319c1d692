/** The friendly default face (public/avatar-placeholder.svg) shown until a parent picks a photo. */
export const PLACEHOLDER_AVATAR = '/avatar-placeholder.svg';
