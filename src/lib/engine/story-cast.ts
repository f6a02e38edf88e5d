/**
 * The story's cast for `storyteller`: every player is given one of these characters,
 * neutral on purpose — a killer and a villager are equally likely to be the Baker — so the
 * narrator can tell the night as a story without the character hinting at a role.
 */
export interface Character {
	name: string;
	line: string;
}

export const STORY_CAST: Character[] = [
	{ name: 'Blacksmith', line: 'Shoes the horses and mends the gates; knows every door in town.' },
	{ name: 'Baker', line: 'Up before dawn; the first light in the square is the oven.' },
	{ name: 'Ferryman', line: 'Takes travellers across the river and back, in any weather.' },
	{ name: 'Schoolteacher', line: 'Knows every child by name and every parent by reputation.' },
	{ name: 'Innkeeper', line: 'Hears every rumour over the counter and repeats a few.' },
	{ name: 'Miller', line: 'Grinds the town’s grain and weighs every sack twice.' },
	{ name: 'Postmistress', line: 'Sorts the letters and never reads them, she says.' },
	{ name: 'Clockmaker', line: 'Keeps the tower clock right to the minute.' },
	{ name: 'Fisher', line: 'Out on the lake at first light, back with the tide of gossip.' },
	{ name: 'Tailor', line: 'Has measured half the town and dressed the other half.' },
	{ name: 'Shepherd', line: 'Counts the flock on the hill every evening.' },
	{ name: 'Librarian', line: 'Keeps the town records and the overdue list.' },
	{ name: 'Carpenter', line: 'Built the benches in the hall and fixes them when they break.' },
	{ name: 'Herbalist', line: 'Grows mint and chamomile by the well and sells tea on market day.' },
	{ name: 'Lamplighter', line: 'Walks every street at dusk, lighting the lamps one by one.' },
	{ name: 'Beekeeper', line: 'Sells honey at the market and is never stung.' },
	{ name: 'Potter', line: 'Throws bowls on the wheel behind the chapel.' },
	{ name: 'Cartographer', line: 'Maps the valley and argues about where it ends.' },
	{ name: 'Gardener', line: 'Tends the square’s flowerbeds and the mayor’s roses.' },
	{ name: 'Bell-ringer', line: 'Rings the hours from the tower and the alarm when needed.' },
	{ name: 'Weaver', line: 'Her loom clatters from the upstairs window all afternoon.' },
	{ name: 'Stable hand', line: 'Feeds the horses and sleeps in the hay loft.' },
	{ name: 'Cobbler', line: 'Mends boots and whistles the same tune all day long.' },
	{ name: 'Musician', line: 'Plays the fiddle at every wedding and every wake.' }
];
