/** How the directory lays out its listings: rows with more detail, or a grid of cards. */
export type DirectoryView = 'list' | 'cards';
