/** Words several game screens share: how a night and a day are named, and the buttons every step has. */

/** How the screens name a night and a day: "Night zero" before the first, then "Night 2". */
export const nightName = (night: number): string => (night === 0 ? 'Night zero' : `Night ${night}`);

export const dayName = (day: number): string => (day === 0 ? 'Day zero' : `Day ${day}`);

/** The label of a clock that ends its step when it runs out. */
export const movesOnByItself = 'Moves on by itself';

/** What a player's card turned out to be, once it is shown: "Ben’s card: Doctor". */
export const cardShown = (name: string, roleName: string): string => `${name}’s card: ${roleName}`;

/** The button that takes a result screen on to the next step. */
export const continueLabel = 'Continue';

/** The button that ends a step the screen waits on. */
export const doneLabel = 'Done';

/** The empty choice of a list of players, before one is chosen. */
export const choosePlayer = 'Choose a player';

/** The way out of the game to the home screen. */
export const homeLabel = 'Home';

/** The button that dismisses a problem once read. */
export const okLabel = 'OK';
