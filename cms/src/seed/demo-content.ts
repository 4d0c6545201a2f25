/**
 * Demo content for a fresh Bulletin installation: the site's categories and forty original,
 * fictional news stories. Every place, person, company and team here is invented.
 *
 * Pure data: no Strapi imports, so it can be unit-tested and reused by the seeder.
 */

export type DemoCategory = {
  name: string;
  slug: string;
  description: string;
  /** #rrggbb, readable on white */
  color: string;
  /** a single emoji */
  icon: string;
  order: number;
  /** parent category slug; absent for top-level categories */
  parent?: string;
};

export type DemoArticle = {
  title: string;
  excerpt: string;
  /** HTML as produced by the rich-text editor */
  content: string;
  /** category slug */
  category: string;
  /** lower-case tags */
  tags: string[];
  featured: boolean;
  breaking: boolean;
  /** publish time relative to the moment of seeding */
  hoursAgo: number;
  views: number;
  likes: number;
  /** 0-359, the base hue of the generated image */
  imageHue: number;
};

export const demoCategories: DemoCategory[] = [
  // Navigation, in menu order.
  { name: 'News', slug: 'news', description: 'The latest headlines and developing stories from home and abroad.', color: '#c8102e', icon: '📰', order: 1 },
  { name: 'Sport', slug: 'sport', description: 'Results, reaction and analysis from across the sporting world.', color: '#15803d', icon: '🏅', order: 2 },
  { name: 'Business', slug: 'business', description: 'Companies, jobs, the economy and your money.', color: '#a15c07', icon: '💼', order: 3 },
  { name: 'Innovation', slug: 'innovation', description: 'Science, research and the ideas shaping what comes next.', color: '#7c3aed', icon: '💡', order: 4 },
  { name: 'Travel', slug: 'travel', description: 'Destinations, journeys and practical advice for travellers.', color: '#0f766e', icon: '🧳', order: 5 },
  { name: 'Audio', slug: 'audio', description: 'Podcasts, radio features and long-form listening.', color: '#c2410c', icon: '🎧', order: 6 },
  { name: 'Video', slug: 'video', description: 'Watch reports, explainers and short documentaries.', color: '#be185d', icon: '🎬', order: 7 },
  // Further top-level sections.
  { name: 'World', slug: 'world', description: 'International news, diplomacy and stories from every continent.', color: '#1d4ed8', icon: '🌐', order: 8 },
  { name: 'Technology', slug: 'technology', description: 'Gadgets, software, the internet and digital life.', color: '#475569', icon: '💻', order: 9 },
  { name: 'Entertainment', slug: 'entertainment', description: 'Film, music, television, books and the arts.', color: '#a21caf', icon: '🎭', order: 10 },
  // Subcategories.
  { name: 'Football', slug: 'football', description: 'League and cup football, transfers and the grassroots game.', color: '#166534', icon: '⚽', order: 1, parent: 'sport' },
  { name: 'Markets', slug: 'markets', description: 'Shares, currencies, commodities and interest rates.', color: '#92400e', icon: '📈', order: 1, parent: 'business' },
  { name: 'Climate', slug: 'climate', description: 'Climate science, extreme weather and the energy transition.', color: '#047857', icon: '🌱', order: 1, parent: 'news' },
  { name: 'Space', slug: 'space', description: 'Astronomy, satellites and exploration beyond our planet.', color: '#3730a3', icon: '🚀', order: 1, parent: 'innovation' },
  { name: 'Europe', slug: 'europe', description: 'Politics, transport and everyday life across the continent.', color: '#1e3a8a', icon: '🌍', order: 1, parent: 'world' },
];

export const demoArticles: DemoArticle[] = [
  // ---------------------------------------------------------------- world (6)
  {
    title: 'Ceasefire talks resume in Solmera as first aid convoys reach Vesk',
    excerpt: 'Negotiators returned to the table in the Solmeran capital on Tuesday as lorries carrying food and medicine crossed into the besieged valley town of Vesk for the first time in six weeks.',
    content: `<p>Delegations from the Solmeran government and the Northern Valleys Alliance met again on Tuesday after a pause of almost a month, with mediators describing the mood as <strong>"cautious but serious"</strong>. The talks are being hosted at a former agricultural college on the edge of the capital. The resumption came hours after a convoy of 28 lorries reached Vesk, where an estimated 40,000 people have been cut off from regular supplies since early spring. Aid workers said the vehicles carried flour, water purification tablets, insulin and surgical kits.</p>
<h2>What is on the table</h2>
<ul><li>An extension of the current 72-hour local truce to the whole northern region.</li><li>A monitored corridor for civilians who wish to leave Vesk.</li><li>The exchange of detainees held by both sides.</li></ul>
<p>Ilse Marandi, who leads the mediation team, said the humanitarian corridor would be the first test of good faith. "If the lorries can keep moving every day, we will have something to build on," she told reporters outside the venue.</p>
<blockquote>"People in Vesk have been rationing bread for weeks. Today was the first time I saw children queuing for something other than water." - Tomas Reyl, convoy coordinator</blockquote>
<p>Both delegations are expected to remain in the capital until the end of the week. A joint statement is not expected before Friday.</p>`,
    category: 'world',
    tags: ['diplomacy', 'conflict', 'aid'],
    featured: true,
    breaking: true,
    hoursAgo: 1,
    views: 18432,
    likes: 912,
    imageHue: 210,
  },
  {
    title: 'Kestria and Arvenia sign landmark treaty to share the River Dola',
    excerpt: 'The two neighbours have agreed how to divide the waters of the River Dola during droughts, ending a dispute that has simmered for more than three decades.',
    content: `<p>Kestria and Arvenia signed a treaty on Monday setting out how the River Dola will be shared in dry years, a deal both governments called historic. The river supplies drinking water to about nine million people and irrigates much of the fertile Dola plain.</p>
<p>Under the agreement, a joint commission of engineers will measure flows at three stations and publish the figures daily. When levels fall below an agreed threshold, each country must cut abstraction by the same percentage rather than the upstream side taking what it needs first.</p>
<h2>Years in the making</h2>
<p>Previous attempts at a settlement collapsed in 2009 and again in 2017. Officials said the breakthrough came after a run of severe summers convinced farmers on both banks that the old arrangements were no longer working.</p>
<blockquote>"Water does not recognise borders. From today, neither will our planning for drought." - Arvenian environment minister Dara Kovell</blockquote>
<p>Environmental groups welcomed the deal but said it should have included a guaranteed minimum flow for wildlife in the river's delta. The commission is due to hold its first meeting in the Kestrian city of Lorn within ninety days, and the treaty still has to be ratified by both parliaments.</p>`,
    category: 'world',
    tags: ['diplomacy', 'water', 'climate'],
    featured: true,
    breaking: false,
    hoursAgo: 9,
    views: 9120,
    likes: 388,
    imageHue: 195,
  },
  {
    title: 'Draven Isles voters back permanent fishing ban around coral reefs',
    excerpt: 'Islanders have voted by a clear margin to make a temporary ban on fishing near the archipelago\'s reefs permanent, despite concerns from some boat owners.',
    content: `<p>Voters in the Draven Isles have approved a permanent ban on commercial fishing within four nautical miles of the archipelago's coral reefs. The referendum passed with <strong>61% in favour</strong> on a turnout of 78%, the highest in the islands' history.</p>
<p>A five-year trial ban was introduced after surveys showed reef fish numbers had fallen by almost half. Since then, marine scientists from the Draven Marine Institute have recorded a steady recovery, including the return of parrotfish shoals not seen in some bays for a generation.</p>
<h3>Divided harbours</h3>
<p>Support was strongest on the main island of Caradh, where tourism is the biggest employer. On the smaller northern islands, where many families still depend on fishing, the vote was much closer.</p>
<p>"We are not against the reef. We are against being told to find another living overnight," said Maren Tully, who skippers a family trawler from the harbour at Ness. The islands' council has promised a compensation fund and training grants for those affected.</p>
<p>Divers and guesthouse owners celebrated the result. The ban will be written into law before the start of the next fishing season, with patrols carried out by a new coastal ranger service.</p>`,
    category: 'world',
    tags: ['oceans', 'wildlife', 'elections'],
    featured: false,
    breaking: false,
    hoursAgo: 30,
    views: 5230,
    likes: 241,
    imageHue: 180,
  },
  {
    title: 'Lusavia\'s new president promises fast internet for every village',
    excerpt: 'Sworn in on Saturday, President Anja Verhoef said closing the gap between city and countryside would be the defining task of her term.',
    content: `<p>Lusavia's newly elected president, Anja Verhoef, used her inauguration speech on Saturday to promise high-speed internet access for every village in the country within four years. About a third of rural households currently rely on slow or unreliable connections.</p>
<p>Ms Verhoef, a former regional governor, won last month's run-off with 54% of the vote after a campaign focused on the cost of living and on young people leaving the countryside for the capital, Rell.</p>
<h2>How it would work</h2>
<ol><li>A state-backed company will lay fibre along existing rail and power lines.</li><li>Remote mountain areas will be served by fixed wireless masts.</li><li>Local councils will receive grants to connect schools and clinics first.</li></ol>
<p>Opposition parties questioned how the plan would be paid for. "Every government promises broadband. Few of them explain where the money comes from," said Pavel Dorsch, leader of the Civic Union.</p>
<p>Economists said the programme could cost between two and three percent of annual public spending. The president's office said details would be set out in the budget in the autumn, alongside a <a href="https://example.org/lusavia/broadband-plan">public consultation</a> on the route of the first lines.</p>`,
    category: 'world',
    tags: ['elections', 'internet', 'technology'],
    featured: false,
    breaking: false,
    hoursAgo: 55,
    views: 4310,
    likes: 167,
    imageHue: 225,
  },
  {
    title: 'Morvath earthquake drill puts new early-warning app to the test',
    excerpt: 'More than a million people took part in a city-wide drill in the Morvathi capital, where a new phone alert system gave residents up to twenty seconds of warning.',
    content: `<p>Sirens sounded across Harnow, the capital of Morvath, at ten o'clock on Wednesday morning as more than a million residents practised what to do in a major earthquake. For the first time, the drill also tested a phone app designed to warn people seconds before the shaking begins.</p>
<p>The system uses a network of 400 sensors in the hills north of the city. When they detect the first, faster waves of a quake, an alert is pushed to phones and public screens before the more damaging waves arrive.</p>
<h2>Seconds that matter</h2>
<p>Officials said that in a real event residents could get between five and twenty seconds of warning, depending on how far away the quake starts. That is enough time to take cover under a table, stop a lift or slow a train.</p>
<blockquote>"Twenty seconds sounds small. In an earthquake it is the difference between standing by a window and being under a desk." - Lene Strad, head of civil protection</blockquote>
<p>Some users reported that alerts arrived late or not at all on older phones. The civil protection agency said it would publish a full review of the drill next month and urged residents to keep the app updated.</p>`,
    category: 'world',
    tags: ['safety', 'technology', 'disasters'],
    featured: false,
    breaking: false,
    hoursAgo: 120,
    views: 3870,
    likes: 120,
    imageHue: 20,
  },
  {
    title: 'Tarrow Strait shipping lane reopens after month-long dredging work',
    excerpt: 'Container ships are moving through the Tarrow Strait again after engineers finished deepening the channel, easing delays that had rippled through regional supply chains.',
    content: `<p>The main shipping lane through the Tarrow Strait reopened to large vessels on Thursday after a month of dredging work to remove silt that had built up during winter storms. The first ship through was a container vessel carrying household goods and car parts.</p>
<p>Around a fifth of the region's seaborne trade passes through the narrow strait. During the closure, ships were forced to take a longer route around the southern cape, adding up to three days to journeys and pushing up freight costs.</p>
<h3>Knock-on effects</h3>
<ul><li>Retailers reported shortages of some electrical goods and furniture.</li><li>Port operators at Cordane handled record numbers of diverted ships.</li><li>Fuel surcharges on some routes rose by about 15%.</li></ul>
<p>The strait authority said the channel had been deepened by two metres and that it would now carry out smaller maintenance dredging every year. "We would rather close one lane for a week each spring than the whole strait for a month," said harbour master Ivo Kettering.</p>
<p>Shipping analysts expect it will take several weeks for schedules to return to normal as backed-up cargo works its way through the ports.</p>`,
    category: 'world',
    tags: ['trade', 'shipping', 'economy'],
    featured: false,
    breaking: false,
    hoursAgo: 210,
    views: 2140,
    likes: 64,
    imageHue: 200,
  },
  // --------------------------------------------------------------- europe (2)
  {
    title: 'Hallmar becomes first port city to run its ferries entirely on batteries',
    excerpt: 'The last diesel vessel in Hallmar\'s harbour ferry fleet has been retired, making the city\'s commuter boats fully electric.',
    content: `<p>The northern port city of Hallmar has retired the last diesel boat in its harbour ferry fleet, meaning all eleven vessels that carry commuters across the bay now run on batteries. City officials say it is the first municipal ferry network of its size to go fully electric.</p>
<p>The ferries recharge for seven minutes at each end of their route using large automated plugs that connect as the boat docks. A full crossing takes about twelve minutes and uses roughly the same energy as a family home does in two days.</p>
<h2>Quieter crossings</h2>
<p>Passengers have noticed the difference. "You can actually hear the gulls now," said Freya Lindahl, who commutes to the university campus on the far shore. Crews say engine-room noise and vibration have almost disappeared.</p>
<p>The conversion programme took six years and was paid for partly by a regional climate fund. The city estimates it will save around 4,000 tonnes of carbon dioxide a year, as well as cutting fuel and maintenance costs.</p>
<p>Several other coastal cities have sent delegations to study the system. Hallmar's transport department has published its <a href="https://example.org/hallmar/ferry-report">technical report</a> so that others can learn from its mistakes as well as its successes.</p>`,
    category: 'europe',
    tags: ['energy', 'transport', 'climate'],
    featured: false,
    breaking: false,
    hoursAgo: 14,
    views: 6020,
    likes: 455,
    imageHue: 190,
  },
  {
    title: 'Night trains return between Brenning and Castel Amaro after twenty years',
    excerpt: 'A sleeper service linking the two cities has been revived, with cabins selling out for the first month within hours of going on sale.',
    content: `<p>A night train has run between Brenning and Castel Amaro for the first time in two decades, after a new operator revived the sleeper service that was axed in the early 2000s. The first departure left Brenning's central station just after nine on Friday evening.</p>
<p>The 900-kilometre journey takes thirteen hours and crosses two borders. Passengers can choose between seats, six-berth couchettes and private cabins with a washbasin. Breakfast is served before arrival.</p>
<h3>Demand outstrips supply</h3>
<p>Tickets for the first month sold out within hours. The operator, Lunaris Rail, says it plans to add extra carriages in the summer and is studying a second route to the coast.</p>
<p>"People want to travel without flying, but they do not want to lose a whole day sitting on a train," said the company's founder, Bastian Oremi. "Sleeping through the journey solves that."</p>
<p>Rail campaigners welcomed the return but warned that high track access charges could make services hard to sustain. Fares currently start at about the price of a budget flight, though cabins cost considerably more.</p>`,
    category: 'europe',
    tags: ['rail', 'transport', 'travel'],
    featured: false,
    breaking: false,
    hoursAgo: 160,
    views: 7410,
    likes: 530,
    imageHue: 260,
  },
  // ----------------------------------------------------------------- news (3)
  {
    title: 'Flood warnings issued as River Ansel bursts its banks in Marrowfield',
    excerpt: 'Residents in low-lying parts of Marrowfield have been told to move to higher ground after two days of heavy rain sent the River Ansel over its banks.',
    content: `<p>Emergency services in Marrowfield are helping residents leave their homes after the River Ansel burst its banks on Sunday afternoon following two days of continuous rain. Severe flood warnings, meaning a danger to life, are in place for the Old Mill and Riverside districts. Water levels at the town bridge rose by more than a metre in six hours, according to the regional environment agency. More rain is forecast overnight.</p>
<h2>What residents should do</h2>
<ul><li>Move to higher ground or an upper floor if told to do so.</li><li>Do not walk or drive through flood water.</li><li>Turn off gas and electricity if it is safe to do so.</li><li>Check on elderly neighbours.</li></ul>
<p>A rest centre has opened at Marrowfield Leisure Centre on Hill Road, offering hot food and somewhere to sleep. Council leader Janet Orrin said staff would remain there "for as long as people need us".</p>
<blockquote>"It came up through the floorboards before we had even finished moving the sofa upstairs." - Riverside resident Colin Abara</blockquote>
<p>Rail services between Marrowfield and Tarrow have been suspended. Updates are being posted on the <a href="https://example.org/marrowfield/floods">council's flood page</a>.</p>`,
    category: 'news',
    tags: ['floods', 'weather', 'climate'],
    featured: true,
    breaking: true,
    hoursAgo: 2,
    views: 21450,
    likes: 603,
    imageHue: 215,
  },
  {
    title: 'Oakhollow council approves 1,200 new homes on former airfield',
    excerpt: 'Plans for a new neighbourhood on the disused Oakhollow airfield have been approved, including a school, a health centre and a third of the homes at lower rents.',
    content: `<p>Councillors in Oakhollow have approved plans for 1,200 homes on the site of the town's former airfield, which closed to flights more than fifteen years ago. The vote, after a five-hour meeting, was passed by 23 votes to 14.</p>
<p>The development will include a primary school, a health centre, shops and a park running along the line of the old runway. About a third of the homes will be offered at rents below the local market rate.</p>
<h2>Concerns over roads</h2>
<p>Many of the residents who spoke at the meeting said they were not opposed to new homes but worried about traffic on the already busy Carter Road. The developer has agreed to pay for a new junction and to fund an extra bus route for ten years.</p>
<p>"Our children cannot afford to live in the town they grew up in. This is a chance to change that," said councillor Ruth Penhallow, who chairs the planning committee.</p>
<p>Others were less convinced. Campaigner Graham Wyse said the site should have been used for a solar farm and that wildlife on the grassland would be lost. Building work is expected to begin next spring and to take around eight years.</p>`,
    category: 'news',
    tags: ['housing', 'local-government', 'transport'],
    featured: false,
    breaking: false,
    hoursAgo: 40,
    views: 3120,
    likes: 98,
    imageHue: 35,
  },
  {
    title: 'Teachers in Quillon district agree four-year pay deal',
    excerpt: 'Teachers in the Quillon district have voted to accept a four-year pay offer, ending a dispute that led to six days of school closures.',
    content: `<p>Teachers in the Quillon district have accepted a pay offer that will raise salaries by just over 14% over four years, bringing an end to a dispute that closed schools for six days last term. The deal was backed by 72% of union members who voted.</p>
<p>As well as the pay rise, the agreement includes a cap on class sizes in the first two years of primary school and extra funding for classroom assistants.</p>
<h3>Relief for parents</h3>
<p>Parents welcomed the news. "Every strike day meant taking leave or finding someone to look after three children," said Amira Coultas, whose children attend Westgate Primary. "We supported the teachers, but we are glad it is over."</p>
<p>The district's education director, Hugh Marlow, said the settlement was "fair to staff and affordable for taxpayers", but admitted that some building repairs would have to be delayed to pay for it.</p>
<p>Union representative Sofia Breck said teachers had accepted the deal reluctantly. "It does not fully make up for years of rising costs, but it is a real step forward," she said. Attention will now turn to the recruitment of new staff, with more than forty vacancies still unfilled across the district.</p>`,
    category: 'news',
    tags: ['education', 'jobs', 'local-government'],
    featured: false,
    breaking: false,
    hoursAgo: 75,
    views: 2680,
    likes: 77,
    imageHue: 45,
  },
  // -------------------------------------------------------------- climate (2)
  {
    title: 'Record spring heat measured at Lindqvist Bay weather station',
    excerpt: 'The Lindqvist Bay station has recorded its highest spring temperature since measurements began in 1891, beating the previous record by almost two degrees.',
    content: `<p>A temperature of 31.4C was recorded at the Lindqvist Bay weather station on Wednesday, the highest spring reading in more than 130 years of observations. The previous record, set in 2011, was 29.6C.</p>
<p>Meteorologists said a ridge of high pressure had drawn unusually warm air north for several days. Overnight temperatures also stayed high, with the town recording its warmest spring night on record.</p>
<h2>A warming trend</h2>
<p>Dr Helga Saarinen of the Northern Climate Institute said single events could not be blamed on climate change alone, but that records like this were becoming more frequent. "Of the ten warmest springs at this station, seven have come in the last fifteen years," she said.</p>
<ul><li>Average spring temperatures at the station have risen by 1.6C since 1950.</li><li>The number of frost days has fallen by about a third.</li><li>Fruit trees are flowering around twelve days earlier than a century ago.</li></ul>
<p>Health officials advised people to stay hydrated and to check on older relatives. Cooler air is expected to arrive from the west over the weekend, bringing showers and a return to more typical temperatures.</p>`,
    category: 'climate',
    tags: ['climate', 'weather', 'science'],
    featured: false,
    breaking: false,
    hoursAgo: 22,
    views: 5540,
    likes: 210,
    imageHue: 15,
  },
  {
    title: 'Farmers in the Ferrow Valley trial drought-resistant barley',
    excerpt: 'Twenty farms in the Ferrow Valley are growing a new barley variety bred to cope with dry summers, in a three-year trial backed by local brewers.',
    content: `<p>Farmers in the Ferrow Valley have planted the first fields of a barley variety bred to survive long dry spells, as part of a three-year trial involving twenty farms and two regional breweries.</p>
<p>The variety, known as Ferrow Gold, was developed by plant scientists at Tarrow Agricultural College using traditional cross-breeding rather than genetic modification. It has deeper roots and closes its leaf pores more quickly in hot weather, helping it hold on to water.</p>
<h3>Why it matters</h3>
<p>Last summer, barley yields in the valley fell by almost a quarter during a six-week drought. Several farmers said they were considering switching to other crops altogether.</p>
<blockquote>"My grandfather grew barley on this land. I would like my children to be able to do the same." - farmer Owen Caddick</blockquote>
<p>The breweries involved have agreed to buy the whole harvest at a guaranteed price, reducing the risk for farmers. Researchers will compare yields, grain quality and water use with neighbouring fields of conventional barley. If the trial succeeds, seed could be available to other growers within five years. The college has published <a href="https://example.org/ferrow/barley-trial">early results</a> from its test plots.</p>`,
    category: 'climate',
    tags: ['agriculture', 'climate', 'science'],
    featured: false,
    breaking: false,
    hoursAgo: 260,
    views: 1890,
    likes: 83,
    imageHue: 50,
  },
  // ---------------------------------------------------------------- sport (3)
  {
    title: 'Port Ellery sprinter Nadia Okafor-Hale breaks national 200m record',
    excerpt: 'Nadia Okafor-Hale ran 22.08 seconds at the Coastal Games to break a national record that had stood for nineteen years.',
    content: `<p>Nadia Okafor-Hale broke the national 200m record at the Coastal Games on Saturday, crossing the line in <strong>22.08 seconds</strong> to take a tenth of a second off a mark that had stood for nineteen years.</p>
<p>The 23-year-old from Port Ellery, who only switched from the 400m two seasons ago, ran into a slight headwind and still finished almost three metres clear of the field.</p>
<h2>"I knew it was fast"</h2>
<p>"Coming off the bend I could not hear anyone behind me, so I just kept driving," she said afterwards. "I knew it was fast, but when I saw the clock I had to sit down."</p>
<p>Her coach, Gerrit Van Aalst, said the record was the result of a winter spent working on her start, which had previously been the weakest part of her race. "She has always had the finish. Now she has the first thirty metres as well," he said.</p>
<p>The run moves Okafor-Hale into the top ten of this season's world rankings and makes her a contender for a medal at the championships later this summer. She will next race at the indoor arena in Brenning in three weeks.</p>`,
    category: 'sport',
    tags: ['athletics', 'records', 'port-ellery'],
    featured: true,
    breaking: false,
    hoursAgo: 18,
    views: 12780,
    likes: 1420,
    imageHue: 0,
  },
  {
    title: 'Tarrow Tigers clinch rugby title with last-minute try',
    excerpt: 'A try in the final minute from winger Sam Teague gave the Tarrow Tigers a 24-20 win over Hallmar and their first league title in twelve years.',
    content: `<p>The Tarrow Tigers are league champions for the first time in twelve years after winger Sam Teague scored in the final minute to seal a dramatic 24-20 win over Hallmar in front of a sell-out crowd.</p>
<p>Hallmar had led 20-17 with two minutes remaining and appeared to be running down the clock. But a turnover near halfway allowed the Tigers to move the ball wide, and Teague stepped inside two defenders to score in the corner.</p>
<h3>Key moments</h3>
<ul><li>Hallmar scored two tries in the first twenty minutes to lead 14-0.</li><li>Tigers fly-half Callum Brae kicked four penalties to keep his side in touch.</li><li>The winning try came after the clock had turned red, with the last play of the match.</li></ul>
<p>"I did not even see the line, I just ran," said Teague, who joined the club from the academy three seasons ago. "This is for everyone who has stood on those terraces through the bad years."</p>
<p>Head coach Martina Hollis, in her first season in charge, was lifted onto her players' shoulders at the final whistle. The Tigers will parade the trophy through the town centre on Sunday afternoon.</p>`,
    category: 'sport',
    tags: ['rugby', 'tarrow'],
    featured: false,
    breaking: false,
    hoursAgo: 95,
    views: 6540,
    likes: 702,
    imageHue: 30,
  },
  {
    title: 'Mountain stages shake up the Tour of Kestria as race enters final week',
    excerpt: 'Two days in the high mountains have transformed the Tour of Kestria, with the overall lead changing hands twice and several favourites losing time.',
    content: `<p>The Tour of Kestria enters its final week with a new leader after two brutal days in the Valmora mountains reshaped the race. Young climber Luca Brenner now wears the leader's jersey with a lead of 48 seconds.</p>
<p>Tuesday's stage finished at the top of the 17-kilometre climb to Pass Ardent, where Brenner attacked with six kilometres to go. Only defending champion Josef Mallin could follow, and the pair finished well ahead of the rest.</p>
<h2>Favourites falter</h2>
<p>Wednesday brought more drama. On a long descent in heavy rain, former leader Anders Holt crashed and lost more than four minutes. He finished the stage with grazes on his arm and hip but his team said he would continue.</p>
<blockquote>"I have dreamed of this jersey since I was a boy watching the race pass my village. Now I need to keep it for five more days." - Luca Brenner</blockquote>
<p>The race still has one summit finish and a 32-kilometre time trial to come before the final stage into Lorn on Sunday. Mallin, a stronger time triallist, is widely expected to close the gap, setting up a tense finale.</p>`,
    category: 'sport',
    tags: ['cycling', 'kestria'],
    featured: false,
    breaking: false,
    hoursAgo: 140,
    views: 4980,
    likes: 366,
    imageHue: 100,
  },
  // ------------------------------------------------------------- football (2)
  {
    title: 'Marrowfield Rovers part company with manager after five straight defeats',
    excerpt: 'Marrowfield Rovers have dismissed manager Declan Foyle after a run of five league defeats left the club one place above the relegation zone.',
    content: `<p>Marrowfield Rovers have parted company with manager Declan Foyle after a 3-0 home defeat by Port Ellery Athletic extended their losing run to five matches. The club sits one place above the relegation zone with eleven games remaining.</p>
<p>Foyle was appointed eighteen months ago and led Rovers to a comfortable mid-table finish last season. But a string of injuries to key players and the sale of top scorer Kieran Ashdown in January left the squad stretched.</p>
<h2>Club statement</h2>
<p>In a statement, chairman Philip Ruddock thanked Foyle "for his hard work and commitment" but said the board believed "a change is needed to give the club the best chance of staying in the division".</p>
<p>Assistant manager Yvonne Castell will take charge of the team on an interim basis, starting with Saturday's trip to Oakhollow Town. She becomes the first woman to lead a men's first team in the club's history.</p>
<p>Supporters' groups had called for change after the latest defeat, when sections of the crowd left before half-time. The club says it hopes to appoint a permanent replacement before the end of the month.</p>`,
    category: 'football',
    tags: ['football', 'marrowfield'],
    featured: false,
    breaking: false,
    hoursAgo: 27,
    views: 8870,
    likes: 290,
    imageHue: 120,
  },
  {
    title: 'Academy graduate scores hat-trick on debut for Port Ellery Athletic',
    excerpt: 'Seventeen-year-old striker Jonah Mbeki-Lund scored three times on his first-team debut as Port Ellery Athletic beat Vesk United 4-1 in the cup.',
    content: `<p>Jonah Mbeki-Lund marked his first-team debut for Port Ellery Athletic with a hat-trick in a 4-1 cup win over Vesk United, becoming the youngest player in the club's history to score three goals in a single match.</p>
<p>The 17-year-old, who joined the club's academy at the age of eight, was only named in the starting line-up because of an injury to first-choice striker Marco Dell. He opened the scoring after eleven minutes with a low shot from the edge of the area.</p>
<h3>A night to remember</h3>
<p>His second was a header from a corner just before half-time, and he completed his hat-trick with a calm finish after rounding the goalkeeper midway through the second half. He was substituted to a standing ovation in the 80th minute.</p>
<blockquote>"I phoned my mum at half-time and she could not speak. I think she was crying." - Jonah Mbeki-Lund</blockquote>
<p>Manager Ines Carvalho warned against expecting too much too soon. "He is a talented boy with his feet on the ground. We will look after him," she said. Athletic will play either Tarrow or Hallmar in the next round.</p>`,
    category: 'football',
    tags: ['football', 'youth', 'port-ellery'],
    featured: false,
    breaking: false,
    hoursAgo: 180,
    views: 7750,
    likes: 980,
    imageHue: 140,
  },
  // ------------------------------------------------------------- business (3)
  {
    title: 'Bluefen Foods to open 40 stores and create 900 jobs',
    excerpt: 'The regional grocery chain Bluefen Foods says it will open forty new neighbourhood stores over the next three years.',
    content: `<p>Grocery chain Bluefen Foods has announced plans to open 40 new stores over the next three years, creating around 900 jobs. Most of the shops will be small neighbourhood stores in towns that have lost supermarkets in recent years.</p>
<p>The company, which started as a single farm shop in the Ferrow Valley in 1986, now runs 112 stores. Chief executive Lorna Baptiste said growth had been driven by shoppers who wanted to buy locally but still expected supermarket prices.</p>
<h2>Where the stores will go</h2>
<p>The first wave of openings will include Oakhollow, Quillon and three sites in Marrowfield. Bluefen said it would prioritise empty high-street units rather than building on the edge of towns.</p>
<ul><li>About 600 of the new jobs will be in stores.</li><li>The rest will be in a new distribution centre near Tarrow.</li><li>All new staff will be paid above the regional living wage.</li></ul>
<p>Retail analysts said the plan was ambitious at a time when many chains are cutting back. "Bluefen has done well by staying small and local. The question is whether it can keep that feel while growing this fast," said Daniel Ostrow of Kestrel Retail Research.</p>`,
    category: 'business',
    tags: ['retail', 'jobs', 'economy'],
    featured: false,
    breaking: false,
    hoursAgo: 12,
    views: 4460,
    likes: 139,
    imageHue: 40,
  },
  {
    title: 'Corvane Energy profits fall as wholesale gas prices ease',
    excerpt: 'Corvane Energy has reported a 38% fall in annual profits after two exceptional years, but says household bills will fall more slowly than wholesale costs.',
    content: `<p>Corvane Energy, one of the region's largest gas and electricity suppliers, has reported a 38% drop in annual profits as wholesale gas prices fell back from the record highs of the previous two years.</p>
<p>The company made an operating profit of 1.2 billion, down from 1.9 billion a year earlier. Revenue fell by about a fifth, reflecting lower prices charged to business customers.</p>
<h2>Bills and investment</h2>
<p>Chief executive Magnus Trell said household bills would continue to fall, but more slowly than wholesale costs because the company had bought much of its gas in advance. Consumer groups criticised the delay. "Prices go up like a rocket and come down like a feather," said Hannah Iles of the Fair Energy Forum.</p>
<p>Corvane also confirmed it would spend more on renewable energy, with plans for two offshore wind farms and a large battery storage site near Hallmar. The company said around half its investment budget would now go on low-carbon projects.</p>
<p>Shares in Corvane rose 3% in morning trading as investors welcomed a higher than expected dividend. The results were also followed closely by regulators, who are reviewing how quickly suppliers pass on falling costs.</p>`,
    category: 'business',
    tags: ['energy', 'economy', 'markets'],
    featured: false,
    breaking: false,
    hoursAgo: 66,
    views: 3350,
    likes: 72,
    imageHue: 25,
  },
  {
    title: 'Four-day week trial at 60 firms finds output held steady',
    excerpt: 'Most companies that took part in a six-month four-day week trial say they will keep the shorter week after finding little or no drop in output.',
    content: `<p>A six-month trial of a four-day working week at 60 companies has found that output held steady or improved at most of them, according to a report published on Monday. Of the firms involved, 49 say they will keep the shorter week.</p>
<p>Staff worked around 32 hours a week with no loss of pay. Companies ranged from a small architecture practice in Quillon to a call centre in Marrowfield employing more than 400 people.</p>
<h2>Key findings</h2>
<ol><li>Sick days fell by about a third compared with the same period a year earlier.</li><li>Fewer staff left their jobs during the trial.</li><li>Two-thirds of managers said meetings had become shorter and more focused.</li></ol>
<p>Not every firm found it easy. A manufacturing company in Tarrow said it had to hire extra staff to keep its production line running five days a week and would return to the old pattern.</p>
<p>Researchers at Brenning University, who ran the study, said the results were encouraging but cautioned that companies had volunteered to take part. "These were firms that wanted it to work," said lead author Dr Kamala Fenwick. "We need to see what happens when it is tried more widely."</p>`,
    category: 'business',
    tags: ['jobs', 'work', 'economy'],
    featured: false,
    breaking: false,
    hoursAgo: 300,
    views: 9640,
    likes: 812,
    imageHue: 280,
  },
  // -------------------------------------------------------------- markets (1)
  {
    title: 'Kestrian central bank holds interest rates at 3.5% as inflation cools',
    excerpt: 'The Central Bank of Kestria has kept its main interest rate unchanged for a fourth meeting in a row, but signalled that cuts could come later in the year.',
    content: `<p>The Central Bank of Kestria held its main interest rate at 3.5% on Thursday, as expected, while hinting that borrowing costs could begin to fall later this year if inflation continues to ease.</p>
<p>Annual inflation fell to 2.8% last month, its lowest level in three years, helped by cheaper energy and food. The bank's target is 2%.</p>
<h2>Split decision</h2>
<p>The nine-member rate-setting committee voted seven to two to hold rates. The two dissenting members wanted an immediate cut of a quarter of a percentage point, arguing that the economy was slowing faster than expected.</p>
<blockquote>"We are making progress, but the job is not done. We want to be confident that inflation will stay close to target before we move." - Governor Elena Marsh</blockquote>
<p>Markets reacted calmly. The Kestrian crown dipped slightly against other major currencies, and shares in house builders rose on hopes of cheaper mortgages. Most economists now expect the first cut in the autumn. The bank also raised its growth forecast for next year to 1.4%, citing stronger exports and a recovery in consumer spending.</p>`,
    category: 'markets',
    tags: ['markets', 'interest-rates', 'economy'],
    featured: true,
    breaking: false,
    hoursAgo: 8,
    views: 11020,
    likes: 344,
    imageHue: 150,
  },
  // ----------------------------------------------------------- innovation (3)
  {
    title: 'Veyra Robotics unveils fruit-picking robot for small orchards',
    excerpt: 'A start-up from Brenning has built a low-cost robot that can pick apples and pears without bruising them, aimed at family-run orchards.',
    content: `<p>Veyra Robotics, a start-up based in Brenning, has unveiled a fruit-picking robot designed for small, family-run orchards. The machine uses cameras and a soft, vacuum-powered gripper to pick apples and pears without bruising them.</p>
<p>Large fruit farms have experimented with picking robots for years, but most machines are expensive and need orchards to be replanted in straight, narrow rows. Veyra says its robot can work among older, irregularly planted trees.</p>
<h2>How it works</h2>
<ul><li>Cameras on a telescopic arm scan each tree and build a 3D map.</li><li>An <strong>AI model</strong> decides which fruits are ripe based on colour and size.</li><li>A soft suction cup lifts each fruit and twists it gently from the branch.</li></ul>
<p>In trials at three orchards in the Ferrow Valley, the robot picked around 600 apples an hour, slower than an experienced human picker but able to work through the night.</p>
<p>"We are not trying to replace pickers. We are trying to help growers who cannot find enough of them," said co-founder Priya Castellane. The company plans to rent the robots by the season rather than sell them outright, to keep costs down for smaller farms.</p>`,
    category: 'innovation',
    tags: ['robotics', 'ai', 'agriculture'],
    featured: false,
    breaking: false,
    hoursAgo: 35,
    views: 5890,
    likes: 401,
    imageHue: 90,
  },
  {
    title: 'Students design cycle helmet that detects crashes and calls for help',
    excerpt: 'Engineering students in Quillon have designed a helmet that senses a serious fall and automatically sends the rider\'s location to an emergency contact.',
    content: `<p>A group of engineering students at Quillon Technical College has designed a cycle helmet that can tell when its wearer has crashed and automatically send an alert with their location to a chosen contact.</p>
<p>Sensors inside the helmet measure sudden changes in speed and direction. If the readings match the pattern of a serious fall and the rider does not cancel the alert within thirty seconds, the helmet sends a message through the rider's phone.</p>
<h3>From classroom to competition</h3>
<p>The project began as a second-year assignment. It went on to win first prize at the National Young Engineers Awards, beating more than 200 other entries.</p>
<blockquote>"One of our team was knocked off his bike on a country lane last winter and lay there for an hour before anyone found him. That is where the idea came from." - student Elif Norrington</blockquote>
<p>The students have tested the design by dropping helmets fitted to crash-test dummies from different heights. They say false alarms are rare because the system ignores everyday knocks such as dropping the helmet on the floor. The team is now talking to a local manufacturer about producing a small batch for testing by cycling clubs.</p>`,
    category: 'innovation',
    tags: ['cycling', 'safety', 'education'],
    featured: false,
    breaking: false,
    hoursAgo: 230,
    views: 2970,
    likes: 315,
    imageHue: 300,
  },
  {
    title: 'Brenning hospital uses AI to cut waiting times for scans',
    excerpt: 'A hospital in Brenning says software that helps prioritise urgent scans has cut average waiting times for results from eleven days to four.',
    content: `<p>St Aldric's Hospital in Brenning says an artificial intelligence system used to sort chest scans has reduced the average wait for results from eleven days to four. The software flags scans that show signs of serious illness so that they are reviewed first.</p>
<p>Every scan is still read by a qualified radiologist. The system simply changes the order in which they are looked at, moving the most worrying images to the top of the list.</p>
<h2>A year of results</h2>
<p>Over the past twelve months the hospital has used the system on more than 60,000 scans. In about one in twenty cases it moved a scan up the queue, and most of those were later confirmed to need urgent follow-up.</p>
<p>Dr Samuel Oduya, head of radiology, said the biggest benefit was for patients with lung cancer. "A week can make a real difference to which treatments are available," he said.</p>
<p>Patient groups welcomed the results but called for clear rules on how such systems are tested and monitored. The hospital said it checks the software's performance every month and has published its <a href="https://example.org/brenning/ai-audit">audit findings</a>. Two other hospitals in the region are now preparing to adopt the same approach.</p>`,
    category: 'innovation',
    tags: ['ai', 'health', 'science'],
    featured: true,
    breaking: false,
    hoursAgo: 88,
    views: 10230,
    likes: 760,
    imageHue: 170,
  },
  // ---------------------------------------------------------------- space (2)
  {
    title: 'Satellite built by Quillon school pupils reaches orbit',
    excerpt: 'A shoebox-sized satellite designed and built by secondary school pupils in Quillon is now circling the Earth and sending back pictures.',
    content: `<p>A tiny satellite built by pupils at Quillon Academy has reached orbit and sent back its first photographs of the Earth. The satellite, about the size of a shoebox, was launched on Sunday alongside thirty other small spacecraft.</p>
<p>The pupils, aged between 14 and 18, spent three years designing and building the satellite, named <em>Kite-1</em>, with help from engineers at a local aerospace company.</p>
<h2>First contact</h2>
<p>The team gathered in the school hall in the early hours of Monday to wait for the first signal. When it came, picked up by a dish on the school roof, the room erupted.</p>
<blockquote>"We heard this faint beeping and everyone just started screaming. It was the best sound I have ever heard." - pupil Marcus Ferreira, 16</blockquote>
<p>Kite-1 carries a small camera and an experiment to measure radiation levels in low orbit. Data will be shared with other schools so that pupils elsewhere can use it in science lessons. Physics teacher Alison Grant, who started the project, said she hoped it would inspire more young people to consider careers in engineering. The satellite is expected to stay in orbit for around two years before burning up in the atmosphere.</p>`,
    category: 'space',
    tags: ['space', 'education', 'science'],
    featured: false,
    breaking: false,
    hoursAgo: 48,
    views: 6710,
    likes: 880,
    imageHue: 240,
  },
  {
    title: 'Astronomers at Mount Vellan observatory spot rare triple-star system',
    excerpt: 'Astronomers have found three stars locked in a tight orbit around one another, a rare arrangement that could help explain how such systems form.',
    content: `<p>Astronomers using the telescope at Mount Vellan Observatory have identified a rare system in which three stars orbit each other closely, about 2,400 light years from Earth.</p>
<p>Two of the stars circle each other every four days, while the third orbits the pair roughly every two months. Systems this compact are thought to be uncommon, and scientists are unsure how they form without the stars being flung apart.</p>
<h2>How it was found</h2>
<p>The team noticed tiny, regular dips in the brightness of what appeared to be a single star. Careful analysis showed the dips were caused by the stars passing in front of one another, a pattern that could only be explained by three bodies.</p>
<p>"At first we thought it was a fault in the camera," said Dr Rosa Ilkova, who led the study. "It took two years of observations to be sure we were seeing something real."</p>
<p>The findings have been accepted for publication in an astronomy journal. The researchers hope that measuring the stars' masses precisely will help test computer models of how stars are born in crowded clusters. Amateur astronomers with larger telescopes may be able to observe the system in the winter sky.</p>`,
    category: 'space',
    tags: ['space', 'science'],
    featured: false,
    breaking: false,
    hoursAgo: 340,
    views: 2210,
    likes: 190,
    imageHue: 270,
  },
  // --------------------------------------------------------------- travel (3)
  {
    title: 'The quiet coast: walking the Ferrow clifftop path',
    excerpt: 'A 60-kilometre path along the Ferrow cliffs offers seabirds, hidden coves and village bakeries, and far fewer crowds than better-known routes.',
    content: `<p>The Ferrow clifftop path runs for 60 kilometres between the fishing village of Skell and the market town of Abbotsholm, following the edge of some of the highest sea cliffs in the region. Most walkers take four days.</p>
<p>Unlike busier coastal routes, it is possible to walk for hours here without meeting anyone. The path is well marked but narrow in places, and some sections climb steeply in and out of river valleys.</p>
<h2>Highlights along the way</h2>
<ul><li><strong>Gannet Head</strong>, where thousands of seabirds nest on the cliffs each summer.</li><li>The sandy cove at Porth Merrow, reachable only on foot at low tide.</li><li>The bakery in Lanrick, famous for its saffron buns.</li></ul>
<p>There are guesthouses in most villages, but they fill up quickly in July and August, so book ahead. A bus runs along the coast road twice a day, making it possible to walk sections without carrying a heavy pack.</p>
<p>Local rangers ask walkers to keep dogs on leads during the nesting season and to stay well back from the cliff edge, which can crumble after heavy rain. Route maps are available from the <a href="https://example.org/ferrow/clifftop-path">visitor centre in Skell</a>.</p>`,
    category: 'travel',
    tags: ['travel', 'walking', 'wildlife'],
    featured: false,
    breaking: false,
    hoursAgo: 100,
    views: 4120,
    likes: 520,
    imageHue: 160,
  },
  {
    title: 'Castel Amaro closes its old town to cars for the summer',
    excerpt: 'Visitors to Castel Amaro will find its medieval centre free of traffic from June to September, as the city trials a car ban to tackle crowding and pollution.',
    content: `<p>The historic city of Castel Amaro will close its medieval old town to private cars from the start of June until the end of September, in a trial aimed at reducing pollution and making the narrow streets safer for the millions of visitors who come each year.</p>
<p>Residents, delivery vans before 10am, taxis for people with reduced mobility and emergency vehicles will still be allowed in. Everyone else will be directed to car parks outside the walls.</p>
<h2>What visitors need to know</h2>
<ol><li>Free electric shuttle buses will run every ten minutes from the three main car parks.</li><li>Hotels inside the walls can arrange luggage transfers.</li><li>Cameras at the gates will fine drivers who enter without a permit.</li></ol>
<p>Shopkeepers are divided. Some fear fewer customers; others believe quieter streets will encourage people to stay longer. "Last summer you could not sit outside a café without breathing exhaust fumes," said restaurant owner Giulia Renzi.</p>
<p>The city council will measure air quality, footfall and takings during the trial before deciding whether to make the ban permanent.</p>`,
    category: 'travel',
    tags: ['travel', 'transport', 'tourism'],
    featured: false,
    breaking: false,
    hoursAgo: 150,
    views: 5360,
    likes: 410,
    imageHue: 10,
  },
  {
    title: 'Five overnight ferry crossings worth booking this season',
    excerpt: 'From island hops to long coastal voyages, these overnight sailings turn the journey into part of the holiday.',
    content: `<p>Overnight ferries are enjoying something of a revival as travellers look for slower ways to get around. You board in the evening, eat dinner watching the sun go down, sleep in a cabin and wake up somewhere new. Here are five routes worth considering.</p>
<h2>The sailings</h2>
<ol><li><strong>Hallmar to the Draven Isles</strong> - fourteen hours through sheltered channels, with a good chance of seeing dolphins at dawn.</li><li><strong>Port Ellery to Cordane</strong> - a short night crossing ideal for a first trip, arriving in time for breakfast in the old harbour.</li><li><strong>Tarrow to Skell</strong> - a small, old-fashioned ship with only forty cabins and a famously good galley.</li><li><strong>Lorn to Caradh</strong> - the longest route on the list, with a full day at sea and a lecture programme on marine wildlife.</li><li><strong>Vesk Bay to Harnow</strong> - modern ship, reclining seats for those on a budget, and a cinema on board.</li></ol>
<h3>Before you go</h3>
<p>Cabins sell out quickly in school holidays, so book early. Bring a warm layer for the deck, and check whether your cabin has a window, as inside cabins are cheaper but darker. Most operators allow foot passengers and bicycles as well as cars.</p>`,
    category: 'travel',
    tags: ['travel', 'ferries', 'oceans'],
    featured: false,
    breaking: false,
    hoursAgo: 390,
    views: 3040,
    likes: 265,
    imageHue: 205,
  },
  // ---------------------------------------------------------------- audio (3)
  {
    title: 'Podcast: Inside the newsroom on election night',
    excerpt: 'In this episode, Bulletin\'s political team takes you behind the scenes of a long election night, from the first exit poll to the final declaration.',
    content: `<p>What really happens in a newsroom on election night? In this week's episode of <em>The Bulletin Briefing</em>, our political team takes you behind the scenes of the Lusavian presidential run-off, from the moment polls closed to the final result in the small hours.</p>
<h2>In this episode</h2>
<ul><li>How reporters prepare for dozens of possible outcomes before a single vote is counted.</li><li>Why the first results are often misleading, and how to read them.</li><li>The moment the count in a rural region turned the race.</li><li>What it is like to write a headline with thirty seconds to spare.</li></ul>
<p>Presenter Joanna Whitlock is joined by political correspondent Malik Esterhuyse and data editor Fern Callaghan, who built the live results map that millions of readers used on the night.</p>
<blockquote>"The hardest part is not being first. It is being right, and explaining it clearly, when everyone is tired and the numbers keep moving." - Fern Callaghan</blockquote>
<p>The episode runs for 38 minutes. <em>The Bulletin Briefing</em> is released every Thursday, with shorter bonus episodes when big stories break. A full transcript is available for listeners who are deaf or hard of hearing.</p>`,
    category: 'audio',
    tags: ['podcasts', 'elections'],
    featured: false,
    breaking: false,
    hoursAgo: 60,
    views: 2860,
    likes: 199,
    imageHue: 320,
  },
  {
    title: 'Listen: The last lighthouse keeper of the Draven Isles',
    excerpt: 'For thirty-one years, Aldous Penrose kept the light burning on a rock in the open sea. In this audio documentary he tells his story.',
    content: `<p>When the lighthouse on Skerran Rock was automated in 1994, Aldous Penrose became the last keeper to leave the Draven Isles' most remote station. He had spent thirty-one years tending the light, often cut off for weeks at a time by winter storms.</p>
<p>In this half-hour audio documentary, recorded at his cottage overlooking the harbour at Ness, he recalls the routines, the isolation and the nights when the light really mattered.</p>
<h2>Stories from the rock</h2>
<p>He remembers rescuing two fishermen whose boat was driven onto the rocks in a gale, and a Christmas when the supply boat could not land for nineteen days. He also talks about the silence, the seabirds and the books he read by the hundred.</p>
<blockquote>"People ask if I was lonely. I was never lonely. I had the sea, the weather and the light, and each of them had something to say every day." - Aldous Penrose</blockquote>
<p>The documentary includes archive recordings made by the lighthouse service and the sounds of Skerran Rock today, captured by our producer on a calm summer morning. It is part of our series on disappearing jobs, which continues next month.</p>`,
    category: 'audio',
    tags: ['podcasts', 'culture', 'oceans'],
    featured: false,
    breaking: false,
    hoursAgo: 200,
    views: 1980,
    likes: 276,
    imageHue: 230,
  },
  {
    title: 'Why audio drama is enjoying a surprise comeback',
    excerpt: 'Radio plays were written off decades ago, but a new wave of audio fiction is winning large audiences among listeners in their twenties and thirties.',
    content: `<p>Audio drama was once the most popular form of entertainment in many homes, before television pushed it to the margins. Now it is finding a new audience, with fiction podcasts among the fastest-growing categories on listening apps. Producers say the reasons are practical as well as creative. People listen while commuting, exercising or cooking, and a story told through sound alone fits neatly into those moments.</p>
<h2>A new generation of writers</h2>
<p>Writer and director Oona Barrett, whose mystery series <em>The Salt House</em> has been downloaded more than two million times, says audio gives writers a freedom that screen drama cannot. "A dragon costs nothing in audio. Neither does a storm at sea. You only need the right sounds and a listener's imagination," she says.</p>
<h3>What listeners are choosing</h3>
<ul><li>Thrillers and mysteries told in short weekly episodes.</li><li>Science fiction with immersive, headphone-friendly sound design.</li><li>Comedy series recorded in front of small live audiences.</li></ul>
<p>Not everyone is convinced the boom will last. Some producers warn that there is now so much content that new shows struggle to be noticed. But for now, audio fiction is enjoying its biggest audience in decades, and theatre groups are starting to take note.</p>`,
    category: 'audio',
    tags: ['podcasts', 'culture', 'music'],
    featured: false,
    breaking: false,
    hoursAgo: 280,
    views: 1560,
    likes: 143,
    imageHue: 340,
  },
  // ---------------------------------------------------------------- video (3)
  {
    title: 'Watch: Mountain rescue team trains for avalanche season',
    excerpt: 'We joined the Valmora mountain rescue team on a training day as volunteers prepare for what forecasters expect to be a snowy winter.',
    content: `<p>The Valmora mountain rescue team is made up of 34 volunteers, including a baker, a nurse and two retired teachers. In this video report, we spend a day with them on the slopes above the village of Hochvarn as they practise finding people buried in snow.</p>
<h2>Racing the clock</h2>
<p>Speed is everything in an avalanche rescue. Survival chances drop sharply after the first fifteen minutes, so the team trains until every step becomes automatic: searching with transceivers, probing the snow and digging in relays.</p>
<p>The team's search dog, a six-year-old collie called Birch, can cover an area in minutes that would take a line of people an hour. "She finds them by smell through two metres of snow," says her handler, Katrin Aller.</p>
<blockquote>"Every winter we hope we will not be needed. Every winter we are." - team leader Rolf Steiner</blockquote>
<p>Forecasters expect heavy snowfall this season, and the team is urging skiers and walkers to check the avalanche bulletin before heading out, carry a transceiver and never go off-piste alone. The video runs for seven minutes and includes footage filmed from the team's helicopter.</p>`,
    category: 'video',
    tags: ['safety', 'weather'],
    featured: false,
    breaking: false,
    hoursAgo: 44,
    views: 3740,
    likes: 301,
    imageHue: 200,
  },
  {
    title: 'Watch: Restoring a 300-year-old clock tower, gear by gear',
    excerpt: 'Clockmakers in Tarrow have spent eighteen months restoring the town\'s famous tower clock. Our video follows the work from dismantling to the first chime.',
    content: `<p>For almost three centuries, the clock on Tarrow's market hall has told the time to the town below. Two years ago it stopped. In this short film, we follow the small team of clockmakers who have spent eighteen months bringing it back to life.</p>
<p>The mechanism, weighing more than a tonne, had to be taken apart piece by piece and lowered from the tower by crane. Each of its 214 parts was cleaned, measured and photographed before repairs began.</p>
<h2>Old skills, new tools</h2>
<p>Some worn gears could be repaired by hand, using techniques that have barely changed since the clock was built. Others had to be remade, and the team used 3D scanning to copy the original shapes exactly.</p>
<blockquote>"You are working on something that someone made with great care three hundred years ago. You feel responsible to them." - master clockmaker Ada Vincenzi</blockquote>
<p>The film ends with the moment the clock struck noon for the first time since its restoration, watched by hundreds of residents in the square below. Some had brought their grandchildren; many said they had missed the sound more than they expected. The video runs for nine minutes.</p>`,
    category: 'video',
    tags: ['heritage', 'culture', 'tarrow'],
    featured: false,
    breaking: false,
    hoursAgo: 130,
    views: 4890,
    likes: 640,
    imageHue: 45,
  },
  {
    title: 'Watch: Volunteers plant 10,000 trees in a single weekend',
    excerpt: 'More than 800 volunteers turned out on a cold weekend to plant a new woodland on the edge of Oakhollow, in a project that will take decades to mature.',
    content: `<p>More than 800 volunteers braved freezing temperatures last weekend to plant 10,000 young trees on former farmland on the edge of Oakhollow. In this video, we follow the day from the first cup of tea at dawn to the last sapling going into the ground.</p>
<p>The new woodland, named Hollow Wood, is made up of native species including oak, birch, rowan and wild cherry. It has been designed to link two existing areas of ancient woodland, creating a corridor for wildlife.</p>
<h3>Why it matters</h3>
<ul><li>Woodland helps soak up rain and reduce the risk of flooding downstream.</li><li>The trees will store carbon as they grow.</li><li>Birds, bats and insects will be able to move between habitats more easily.</li></ul>
<p>The youngest volunteer was four years old; the oldest was 91. "I will not see these trees fully grown, but my great-grandchildren will," said Edith Marlowe, who planted twelve herself.</p>
<p>Organisers say the saplings will need care for the next few years, with volunteer days planned each season to clear weeds and replace any that fail. The video runs for six minutes.</p>`,
    category: 'video',
    tags: ['climate', 'wildlife', 'volunteering'],
    featured: false,
    breaking: false,
    hoursAgo: 250,
    views: 3310,
    likes: 570,
    imageHue: 110,
  },
  // ----------------------------------------------------------- technology (2)
  {
    title: 'New privacy rules for smart doorbells come into force',
    excerpt: 'Owners of video doorbells and home security cameras must now make sure their devices do not record neighbours\' homes or public pavements more than necessary.',
    content: `<p>New data protection rules covering smart doorbells and home security cameras come into force on Monday. Owners must now make sure their devices do not record more of their neighbours' property or public streets than is needed to protect their own home.</p>
<p>The national data protection office said it had received more than 3,000 complaints last year from people who felt they were being filmed by cameras next door.</p>
<h2>What owners need to do</h2>
<ol><li>Angle cameras so they cover your own property wherever possible.</li><li>Use privacy masking features to block out neighbouring windows and gardens.</li><li>Turn off audio recording if it picks up conversations on the street.</li><li>Delete footage regularly unless it is needed as evidence.</li></ol>
<p>Manufacturers have been told that new devices must ship with privacy masking switched on by default. Existing devices will receive software updates over the coming months.</p>
<p>"These cameras can be genuinely useful for security, but nobody wants to feel watched in their own garden," said deputy commissioner Leon Abernathy. Owners who ignore the rules could face fines, although the office said it would focus on advice first. Guidance is available on the <a href="https://example.org/privacy/home-cameras">data protection office's website</a>.</p>`,
    category: 'technology',
    tags: ['privacy', 'technology', 'security'],
    featured: false,
    breaking: false,
    hoursAgo: 20,
    views: 7020,
    likes: 233,
    imageHue: 250,
  },
  {
    title: 'Battery recycling plant opens in the Vesk valley',
    excerpt: 'A new plant can recover lithium, nickel and cobalt from 20,000 tonnes of used batteries a year, reducing the need for newly mined materials.',
    content: `<p>A battery recycling plant has opened in the Vesk valley, capable of processing 20,000 tonnes of used batteries a year from electric cars, phones and power tools. The operator, Recurra Materials, says it can recover more than 90% of the valuable metals inside them.</p>
<p>The batteries are discharged, shredded and sorted before the metals are separated using a water-based chemical process. The recovered lithium, nickel and cobalt are sold back to battery manufacturers.</p>
<h2>Closing the loop</h2>
<p>Demand for batteries is rising quickly as more people switch to electric vehicles. Recycling reduces the need for new mining and keeps hazardous waste out of landfill.</p>
<p>"In ten years, old batteries will be one of the most important sources of these metals," said Recurra's chief executive, Noor Hadley. "We want to be ready."</p>
<p>The plant has created 180 jobs in a valley that lost its last coal mine in the 1990s. Some residents raised concerns about fire safety and lorry traffic during planning, and the company has agreed to fund a new fire station nearby and to move most deliveries by rail.</p>`,
    category: 'technology',
    tags: ['energy', 'recycling', 'technology'],
    featured: false,
    breaking: false,
    hoursAgo: 170,
    views: 3590,
    likes: 188,
    imageHue: 130,
  },
  // -------------------------------------------------------- entertainment (2)
  {
    title: 'Debut director wins top prize at Port Ellery Film Festival',
    excerpt: 'First-time director Saoirse Lindqvist has won the Golden Lantern for her film about three sisters running a failing seaside hotel.',
    content: `<p>First-time director Saoirse Lindqvist has won the Golden Lantern, the top prize at the Port Ellery Film Festival, for <em>Off Season</em>, a bittersweet comedy about three sisters trying to save their late mother's seaside hotel. The film was shot in just 24 days with a small crew, largely in a real hotel on the coast north of Port Ellery. Lindqvist, 29, previously worked as a script editor in television.</p>
<h2>Jury praise</h2>
<p>Jury president Tomasz Reinholt said the film had won the panel over with "its warmth, its honesty and its refusal to take the easy route". He singled out the three lead performances, which he said felt "like a real family, with all the love and irritation that involves".</p>
<blockquote>"We made this film with almost no money and a lot of goodwill. This prize belongs to everyone who gave us their weekends." - Saoirse Lindqvist</blockquote>
<p>Elsewhere, best actor went to Ramon Ebbe for the prison drama <em>Long Yard</em>, and the audience award went to the documentary <em>Salt and Iron</em>. <em>Off Season</em> will open in cinemas in the autumn.</p>`,
    category: 'entertainment',
    tags: ['film', 'culture', 'port-ellery'],
    featured: true,
    breaking: false,
    hoursAgo: 80,
    views: 8360,
    likes: 954,
    imageHue: 350,
  },
  {
    title: 'Tarrow concert hall reopens with sold-out symphony night',
    excerpt: 'After a three-year restoration, Tarrow\'s Harbour Rooms have reopened with a concert by the city orchestra that sold out in under an hour.',
    content: `<p>Tarrow's historic concert hall, the Harbour Rooms, reopened on Saturday after a three-year restoration, with a sold-out performance by the Tarrow Symphony Orchestra. All 1,400 tickets were snapped up within an hour of going on sale.</p>
<p>The restoration repaired the hall's ornate plaster ceiling, replaced its worn seating and installed new heating. Most importantly for musicians, acousticians have restored the hall's famously warm sound, which had been damaged by alterations in the 1970s.</p>
<h2>A night of celebration</h2>
<p>The programme opened with a new fanfare written for the occasion by local composer Imogen Reyes, followed by a symphony that the orchestra first performed in the same hall more than a century ago.</p>
<blockquote>"The moment the strings came in, I heard the room breathe again. I had forgotten how it used to sound." - principal cellist Hamid Solberg</blockquote>
<p>The hall will host more than 200 events in its first year, including free lunchtime concerts for schools and a new jazz series. The venue's director, Clara Voss, said she wanted it to feel "open to everybody, not just regular concert-goers". Tours of the restored building will begin next month.</p>`,
    category: 'entertainment',
    tags: ['music', 'culture', 'tarrow'],
    featured: false,
    breaking: false,
    hoursAgo: 110,
    views: 2750,
    likes: 330,
    imageHue: 290,
  },
];
