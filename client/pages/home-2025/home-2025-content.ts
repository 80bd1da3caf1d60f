export const weekRowTitle = 'Cette semaine dans votre box';
