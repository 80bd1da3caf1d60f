import type { SeedBlogArticle, SeedBlogCategory } from '../types.ts';

export const blogCategories: SeedBlogCategory[] = [
  {
    name: 'Recettes de saison',
    slug: 'recettes-de-saison',
    description:
      'Les fruits et légumes du moment, mois par mois, et les meilleures façons de les cuisiner quand ils sont au sommet de leur goût.',
  },
  {
    name: 'Nutrition',
    slug: 'nutrition',
    description:
      'Les conseils de notre diététicienne pour manger équilibré sans se prendre la tête : protéines, fibres, sel, petit-déjeuner et alimentation végétarienne.',
  },
  {
    name: 'Astuces de cuisine',
    slug: 'astuces-de-cuisine',
    description:
      'Gestes de chef, organisation, cuissons et conservation : tout ce qui rend la cuisine du quotidien plus simple et plus savoureuse.',
  },
  {
    name: 'Producteurs',
    slug: 'producteurs',
    description:
      'Maraîchers, éleveurs, apiculteurs, affineurs : portraits des femmes et des hommes qui cultivent et préparent les ingrédients de nos box.',
  },
  {
    name: 'Zéro gaspillage',
    slug: 'zero-gaspillage',
    description:
      'Restes, épluchures, pain rassis, congélation, rangement du frigo : des idées concrètes pour jeter moins et cuisiner mieux.',
  },
  {
    name: 'Événements',
    slug: 'evenements',
    description:
      'Salons, rencontres avec nos producteurs et rendez-vous de la communauté Potimarron.',
  },
];

export const blogArticles: SeedBlogArticle[] = [
  {
    title: 'Que manger en hiver ? Le calendrier des fruits et légumes',
    slug: 'que-manger-en-hiver-calendrier',
    seoTitle: 'Fruits et légumes d’hiver : le calendrier complet',
    seoDescription:
      'Poireaux, choux, endives, agrumes : les fruits et légumes de saison en hiver, mois par mois, et nos idées pour les cuisiner sans jamais se lasser.',
    excerpt:
      'De décembre à février, les étals semblent plus sages. Pourtant, l’hiver regorge de racines, de choux et d’agrumes qui méritent mieux qu’un rôle de figurant.',
    categories: ['recettes-de-saison'],
    status: 'live',
    author: 'Margaux Petit, journaliste culinaire',
    cover: { items: ['leafy-green', 'carrot', 'potato', 'red-apple'], background: '#f3e3c8' },
    createdAt: '2024-02-08T08:15:00.000Z',
    updatedAt: '2024-12-02T10:40:00.000Z',
    text: `L’hiver a mauvaise réputation au rayon primeur. On imagine des étals tristes, trois pommes de terre et quelques carottes fatiguées. C’est oublier que la saison froide est celle des légumes qui ont du caractère : des racines sucrées, des choux croquants, des salades rustiques et des agrumes gorgés de soleil. Manger de saison en hiver, c’est surtout accepter de cuisiner un peu autrement, avec des cuissons plus longues, des plats rôtis, des soupes et des gratins.

## Décembre : les racines à l’honneur

Décembre est le mois des légumes qui se gardent bien et qui réchauffent. On les trouve sans peine chez les maraîchers français :

- **Légumes** : carotte, panais, céleri-rave, betterave, topinambour, poireau, chou de Bruxelles, chou frisé, courge, mâche, endive.
- **Fruits** : pomme, poire, kiwi, clémentine, orange, citron.

Le panais, longtemps boudé, a un goût légèrement anisé et sucré. Rôti au four avec un filet d’huile d’olive et quelques branches de thym, il devient la garniture idéale d’une volaille ou d’un plat de lentilles.

## Janvier : le mois des choux et des endives

En janvier, la production locale se resserre, mais les choux sont au sommet de leur forme. Le froid attendrit leurs feuilles et renforce leur douceur. L’endive, dont la France est l’un des tout premiers producteurs au monde, se mange crue en salade avec des noix et une pomme, ou braisée doucement au beurre.

Pensez aussi aux salades d’hiver : la mâche, la scarole et la frisée supportent très bien le froid et apportent du croquant à des repas souvent plus riches.

## Février : les derniers agrumes

Février ressemble beaucoup à janvier dans les champs. Les pommes et les poires de garde restent excellentes, les agrumes sont encore à leur meilleur, et c’est le moment de profiter des oranges sanguines, dont la saison est courte. Leur jus rubis fait merveille dans une vinaigrette ou sur un carpaccio de betterave.

## Comment cuisiner les légumes d’hiver sans s’en lasser

Le secret, c’est de varier les textures et les cuissons. Une même carotte peut se râper crue avec du cumin, se rôtir au miel, se glisser dans un velouté ou se confire dans un tajine. Quelques pistes :

1. **Rôtir** : une plaque de légumes racines au four à 200 °C pendant 35 minutes, c’est un dîner presque sans effort.
2. **Mijoter** : les potées, les currys et les dals tirent le meilleur parti des légumes fermes.
3. **Croquer** : le chou rouge émincé finement, assaisonné d’une vinaigrette à l’orange, apporte de la fraîcheur.
4. **Mixer** : une soupe de potimarron ou de céleri se prépare en grande quantité et se congèle très bien.

## Et dans les box Potimarron ?

Chaque semaine, nos 24 nouvelles recettes suivent le calendrier des saisons, avec 90 % d’ingrédients français. En hiver, vous y retrouverez des légumes racines, des choux et des agrumes, cuisinés en 30 minutes ou moins. Jetez un œil au [menu de la semaine](/menu) pour découvrir ce que nos chefs ont imaginé avec les produits du moment.

Manger de saison en hiver n’a rien d’une privation : c’est l’occasion de redécouvrir des légumes qu’on cuisine trop peu, et de patienter gaiement jusqu’aux premières asperges.`,
  },
  {
    title: 'Protéines végétales : comment bien les associer',
    slug: 'proteines-vegetales-bien-les-associer',
    seoTitle: 'Protéines végétales : bien les associer au quotidien',
    seoDescription:
      'Légumineuses, céréales, tofu, œufs : notre diététicienne explique comment couvrir ses besoins en protéines avec une alimentation végétarienne variée.',
    excerpt:
      'Faut-il vraiment associer lentilles et riz dans la même assiette ? Notre diététicienne fait le point sur les protéines végétales, sans dogme et sans calculette.',
    categories: ['nutrition'],
    status: 'live',
    author: 'Camille Laurent, diététicienne',
    cover: { items: ['beans', 'cooked-rice', 'peanuts', 'egg'], background: '#f6dcc0' },
    createdAt: '2024-03-05T09:30:00.000Z',
    updatedAt: '2024-03-05T09:30:00.000Z',
    text: `« Mais où trouves-tu tes protéines ? » C’est sans doute la question que les personnes végétariennes entendent le plus souvent. La réponse est rassurante : avec une alimentation variée, il est tout à fait possible de couvrir ses besoins sans viande ni poisson. Encore faut-il connaître quelques principes simples.

## De quoi a-t-on besoin ?

Les protéines servent à construire et à entretenir nos muscles, notre peau, nos cheveux, nos enzymes et nos anticorps. Pour un adulte en bonne santé, l’Anses retient une référence d’environ 0,83 g de protéines par kilo de poids corporel et par jour. Pour une personne de 65 kg, cela représente un peu plus de 50 g par jour, un objectif que la plupart des Français dépassent largement.

Les protéines sont formées d’acides aminés, dont neuf sont dits « essentiels » : notre corps ne sait pas les fabriquer, il faut donc les trouver dans l’alimentation. Les protéines animales les contiennent tous en bonnes proportions. Les protéines végétales, elles, sont souvent un peu pauvres en l’un ou l’autre.

## Le principe de la complémentarité

Les céréales (blé, riz, avoine, maïs) manquent un peu de lysine, tandis que les légumineuses (lentilles, pois chiches, haricots) manquent un peu d’acides aminés soufrés, comme la méthionine. Ensemble, elles se complètent. C’est ce que les cuisines du monde ont compris depuis des siècles :

- le dal de lentilles servi avec du riz, en Inde ;
- le houmous et le pain pita, au Proche-Orient ;
- les haricots rouges et les tortillas de maïs, au Mexique ;
- la semoule et les pois chiches du couscous, au Maghreb.

Bonne nouvelle : il n’est pas nécessaire de réunir les deux dans la même assiette. Ce qui compte, c’est l’équilibre sur la journée. Un porridge d’avoine le matin et une salade de lentilles le midi font très bien l’affaire.

## Les bonnes sources, en pratique

Voici quelques repères, pour 100 g d’aliment prêt à manger :

- **Lentilles cuites** : environ 9 g de protéines.
- **Pois chiches cuits** : environ 8 g.
- **Tofu ferme** : entre 12 et 15 g selon les marques.
- **Tempeh** : autour de 19 g.
- **Œufs** : environ 12 g, soit 6 à 7 g par œuf.
- **Quinoa cuit** : environ 4 g, ce qui en fait un accompagnement plus qu’une source principale.

Les produits laitiers, les fromages, les oléagineux (amandes, noix, graines de courge) et le seitan complètent utilement ce tableau.

## Trois réflexes pour le quotidien

1. **Une source de protéines à chaque repas** : des œufs, un yaourt, une poignée de noix ou des légumineuses.
2. **Les légumineuses au moins deux fois par semaine**, comme le recommande le Programme national nutrition santé.
3. **Varier les sources** plutôt que de compter les grammes : la diversité fait l’essentiel du travail.

Nos recettes végétariennes sont pensées pour apporter une vraie portion de protéines, pas seulement un accompagnement sans viande. Vous les trouverez toutes dans notre [sélection végétarienne](/recettes/vegetarien/page/1), et notre page [nutrition](/nutrition) détaille les valeurs nutritionnelles de chaque plat.

Enfin, si vous suivez une alimentation végétalienne, si vous êtes enceinte ou si vous pratiquez un sport intensif, vos besoins sont spécifiques : un avis personnalisé auprès d’un professionnel de santé reste la meilleure option.`,
  },
  {
    title: 'Comment conserver les herbes aromatiques plus longtemps',
    slug: 'conserver-les-herbes-aromatiques',
    seoTitle: 'Conserver les herbes aromatiques : nos astuces',
    seoDescription:
      'Persil, coriandre, basilic, thym : comment conserver chaque herbe aromatique plusieurs jours au frais, la congeler ou la sécher pour ne plus rien jeter.',
    excerpt:
      'Un bouquet de coriandre qui fane en deux jours, c’est frustrant. Voici comment garder vos herbes fraîches plus longtemps, et que faire de celles qui restent.',
    categories: ['astuces-de-cuisine', 'zero-gaspillage'],
    status: 'live',
    author: 'Julien Mercier, chef de cuisine',
    cover: { items: ['herb', 'lemon', 'garlic'], background: '#eee3c4' },
    createdAt: '2024-04-02T07:45:00.000Z',
    updatedAt: '2025-05-12T14:20:00.000Z',
    text: `Les herbes fraîches transforment un plat en quelques secondes : une poignée de coriandre sur un curry, du basilic sur des tomates, de la ciboulette dans une omelette. Mais elles sont aussi parmi les premiers produits à finir à la poubelle. La bonne nouvelle, c’est qu’avec quelques gestes, elles tiennent facilement une semaine, parfois davantage.

## Deux familles, deux méthodes

Toutes les herbes ne se conservent pas de la même manière. On distingue les herbes **tendres**, aux tiges souples et aux feuilles fragiles, et les herbes **ligneuses**, aux tiges dures, presque boisées.

- **Herbes tendres** : persil, coriandre, aneth, cerfeuil, menthe, estragon, basilic.
- **Herbes ligneuses** : thym, romarin, sauge, laurier, sarriette, origan.

## Les herbes tendres : comme un bouquet de fleurs

Coupez le bas des tiges, retirez les feuilles abîmées, puis plongez le bouquet dans un verre contenant deux ou trois centimètres d’eau. Couvrez-le d’un sac en papier ou d’un sachet réutilisable sans le serrer, et placez le tout dans la porte du réfrigérateur. Changez l’eau tous les deux jours. Persil et coriandre tiennent ainsi une bonne semaine.

Le basilic est l’exception : il noircit au froid. Gardez-le dans un verre d’eau sur le plan de travail, à l’abri du soleil direct.

## Les herbes ligneuses : au sec et au frais

Le thym ou le romarin n’aiment pas l’humidité stagnante. Enveloppez-les dans un papier absorbant à peine humide, glissez-les dans une boîte hermétique et rangez-la dans le bac à légumes. Ils se gardent ainsi deux semaines. Ils sèchent aussi très bien : suspendez les bouquets tête en bas dans un endroit sec et aéré, puis conservez les feuilles dans un bocal.

## Quelques règles d’or

1. **Ne lavez les herbes qu’au moment de les utiliser** : l’eau résiduelle accélère le flétrissement.
2. **Séchez-les soigneusement** à l’essoreuse ou dans un torchon propre avant de les ciseler.
3. **Utilisez un couteau bien aiguisé** ou des ciseaux : une lame émoussée écrase les feuilles et les fait noircir.
4. **Ajoutez les herbes tendres en fin de cuisson**, pour préserver leur parfum.

## Congeler pour plus tard

Si votre bouquet ne sera pas utilisé à temps, congelez-le. Ciselez les feuilles, répartissez-les dans un bac à glaçons, couvrez d’huile d’olive ou d’un peu d’eau et placez au congélateur. Il suffit ensuite de jeter un cube dans une poêle, une soupe ou une sauce. La ciboulette, elle, se congèle telle quelle, ciselée, dans une petite boîte.

## Recycler les restes

Quand un bouquet commence à fatiguer, il n’est pas encore perdu. Transformez-le en :

- **pesto**, avec des oléagineux, de l’huile et un peu de fromage râpé ;
- **sauce verte**, mixée avec des câpres, de l’ail, du citron et de l’huile ;
- **beurre aux herbes**, roulé dans du papier cuisson et congelé en tranches ;
- **taboulé** ou salade de céréales, où les herbes deviennent l’ingrédient principal.

Les tiges de persil et de coriandre ont beaucoup de goût : hachées finement, elles parfument un bouillon ou une marinade.

Dans nos box, les herbes sont dosées pour la recette, afin d’éviter les bouquets entamés qui se perdent au fond du frigo. Découvrez [comment fonctionnent nos box](/comment-ca-marche) et nos autres astuces anti-gaspillage sur le [blog](/blog/page/1).`,
  },
  {
    title: 'Asperges, petits pois, radis : le printemps dans l’assiette',
    slug: 'asperges-petits-pois-radis-printemps',
    seoTitle: 'Légumes de printemps : asperges, petits pois, radis',
    seoDescription:
      'Asperges, petits pois, radis, fèves et fraises : le calendrier des fruits et légumes de printemps et les bons gestes pour les choisir et les cuisiner.',
    excerpt:
      'Après des mois de racines et de choux, le printemps arrive avec ses couleurs tendres. Mode d’emploi des primeurs, de mars à mai.',
    categories: ['recettes-de-saison'],
    status: 'live',
    author: 'Julien Mercier, chef de cuisine',
    cover: { items: ['pea-pod', 'strawberry', 'egg', 'herb'], background: '#f5e6c8' },
    createdAt: '2024-04-23T08:00:00.000Z',
    updatedAt: '2024-04-25T16:10:00.000Z',
    text: `Il y a un moment, chaque année, où le marché change de couleur. Les bottes de radis roses arrivent, puis les premières asperges, les fèves, les petits pois. Ces légumes primeurs sont tendres, sucrés, et demandent très peu de cuisson. Voici comment en profiter au mieux.

## Le calendrier du printemps

- **Mars** : radis, épinards, poireaux, blettes, premières carottes nouvelles, rhubarbe en fin de mois.
- **Avril** : asperges blanches et vertes, radis, épinards, oignons nouveaux, laitues, rhubarbe, premières fraises du Sud-Ouest.
- **Mai** : asperges, petits pois, fèves, artichauts, carottes nouvelles, ail nouveau, fraises, premières cerises à la fin du mois.

## Les asperges : bien les choisir, bien les cuire

Une asperge fraîche est ferme, brillante, et sa base n’est ni sèche ni fibreuse. Quand on les frotte l’une contre l’autre, elles « chantent » en grinçant légèrement : c’est bon signe.

Les **asperges blanches** s’épluchent entièrement, de la pointe vers la base, avec un économe. Les **vertes** n’ont besoin que d’un coup d’économe sur le dernier tiers. Cassez ou coupez le bas, plus dur.

Pour la cuisson, comptez 8 à 12 minutes dans une eau bouillante salée selon la grosseur, ou 10 minutes à la poêle pour les vertes, avec un peu d’huile d’olive. Elles doivent rester légèrement fermes sous la pointe d’un couteau. Un œuf mollet, une vinaigrette à la moutarde ou quelques copeaux de fromage suffisent à en faire un repas.

## Les petits pois : le plaisir d’écosser

Écosser des petits pois est un moment agréable à partager, y compris avec les enfants. Comptez environ 1 kg de cosses pour 400 g de petits pois. Ils cuisent en 5 à 8 minutes à peine, à l’eau ou à l’étuvée avec un peu de beurre, une laitue émincée et des oignons nouveaux : c’est la recette des petits pois à la française.

Les cosses les plus tendres peuvent se transformer en velouté : faites-les cuire avec un oignon, mixez, puis filtrez.

## Les radis : des racines jusqu’aux fanes

On croque les radis avec du beurre et une pincée de fleur de sel, mais on peut aussi les rôtir entiers quelques minutes, ce qui adoucit leur piquant. Ne jetez pas les fanes si elles sont bien vertes : elles font une excellente soupe ou un pesto très parfumé.

## Et pour le dessert ?

La **rhubarbe** se cuisine en compote, en crumble ou en tarte, idéalement avec des fraises qui adoucissent son acidité. Les premières **fraises** françaises arrivent en avril, mais leur pleine saison s’étend de mai à juillet : patientez un peu, elles n’en seront que plus parfumées.

## Cuisiner les primeurs en un clin d’œil

Les légumes de printemps se prêtent à des recettes rapides, justement parce qu’ils cuisent vite. Un risotto d’asperges, des pâtes aux petits pois et à la menthe, une poêlée de fèves au lard : tout cela se prépare en moins de 30 minutes. Retrouvez nos idées dans nos [recettes rapides](/recettes/rapide/page/1) et dans le [menu de la semaine](/menu), qui suit fidèlement le rythme des saisons.`,
  },
  {
    title: 'À la Ferme du Bois Joli, des légumes bio au rythme de la Sarthe',
    slug: 'portrait-ferme-du-bois-joli-sarthe',
    seoTitle: 'Portrait : la Ferme du Bois Joli, maraîchers en Sarthe',
    seoDescription:
      'Rencontre avec Hélène et Marc Tessier, maraîchers bio en Sarthe, qui cultivent carottes, poireaux et pommes de terre pour les box Potimarron.',
    excerpt:
      'Depuis les premières livraisons, Hélène et Marc Tessier fournissent nos box en légumes bio. Nous sommes allés passer une journée sur leur ferme.',
    categories: ['producteurs'],
    status: 'live',
    author: 'Inès Bouvier, responsable des achats',
    cover: { items: ['carrot', 'onion', 'leafy-green', 'potato'], background: '#e9d5b5' },
    createdAt: '2024-05-21T06:50:00.000Z',
    updatedAt: '2024-06-03T09:05:00.000Z',
    text: `Il est sept heures, un matin de mai, et la rosée couvre encore les planches de carottes. Hélène Tessier enfile ses bottes, Marc démarre le vieux tracteur rouge. Depuis plus de dix ans, ce couple de maraîchers cultive des légumes biologiques sur les terres sableuses de la Sarthe, à une quarantaine de kilomètres du Mans. Leurs carottes, leurs poireaux et leurs pommes de terre voyagent jusque dans les box Potimarron.

## D’une reconversion à une passion

Marc était technicien dans l’industrie, Hélène travaillait dans une banque. En 2013, ils reprennent une petite exploitation familiale et décident de la convertir à l’agriculture biologique. « Les trois premières années ont été dures », se souvient Hélène. « Il faut apprendre à travailler sans désherbant, à observer le sol, à accepter de perdre une partie de la récolte certaines saisons. »

Aujourd’hui, la ferme est certifiée bio et emploie trois salariés à l’année, plus des saisonniers l’été.

## La rotation, secret d’un sol vivant

Sur la Ferme du Bois Joli, aucune culture ne revient au même endroit deux années de suite. Marc a dessiné une rotation sur cinq ans :

- des légumes racines, comme la carotte et le panais ;
- des pommes de terre ;
- des poireaux et des oignons ;
- des engrais verts, comme la phacélie ou le trèfle, qui nourrissent la terre ;
- des courges, gourmandes en matière organique.

« Le sol, c’est notre capital », explique-t-il en émiettant une motte entre ses doigts. « Si on l’épuise, il n’y a plus de ferme. »

## Travailler avec Potimarron

Le partenariat a commencé par une carotte. Notre équipe cherchait un fournisseur capable de livrer des carottes bio régulières, toute l’année, pour les recettes de la semaine. Depuis, la collaboration s’est étendue aux poireaux et aux pommes de terre.

Ce qui a convaincu Hélène et Marc, c’est la visibilité. Nos menus étant planifiés plusieurs semaines à l’avance, ils savent ce qu’ils vont récolter et pour quand. « Nous récoltons au plus près de la commande. On ne cueille pas pour rien, et les légumes ne dorment pas en chambre froide. »

## Une journée à la ferme

La matinée est consacrée à la récolte : arrachage des carottes, lavage, tri. Les légumes trop petits ou tordus ne sont pas jetés : ils partent chez une conserverie locale ou dans les paniers d’une association du Mans. L’après-midi, on désherbe, on sème, on répare. Le soir, Hélène fait les comptes pendant que Marc prépare les plants du lendemain.

## Ce qu’ils aimeraient que vous sachiez

Avant de repartir, nous leur avons demandé un conseil pour les clients. Hélène n’a pas hésité : « Ne pelez pas les carottes bio, brossez-les simplement. Le goût est juste sous la peau. »

Les carottes de la Ferme du Bois Joli sont au [menu de la semaine](/menu) presque toute l’année. Pour en savoir plus sur la sélection de nos fournisseurs, rendez-vous sur la page [comment ça marche](/comment-ca-marche).`,
  },
  {
    title: 'Batch cooking : préparer sa semaine en deux heures',
    slug: 'batch-cooking-preparer-sa-semaine',
    seoTitle: 'Batch cooking : préparer ses repas de la semaine',
    seoDescription:
      'Méthode, organisation, conservation : notre chef explique comment préparer en deux heures la base de vos repas de la semaine, sans manger la même chose.',
    excerpt:
      'Deux heures le dimanche pour des soirs de semaine sereins : le batch cooking a tout pour plaire, à condition de s’organiser. Notre chef partage sa méthode.',
    categories: ['astuces-de-cuisine'],
    status: 'live',
    author: 'Julien Mercier, chef de cuisine',
    cover: { items: ['bento-box', 'cooked-rice', 'broccoli', 'egg'], background: '#f4d9b0' },
    createdAt: '2024-06-11T10:00:00.000Z',
    updatedAt: '2025-01-08T11:30:00.000Z',
    text: `Le batch cooking, ou cuisine en lot, consiste à préparer en une seule session les éléments de plusieurs repas. L’idée n’est pas de cuisiner cinq plats complets le dimanche, mais de préparer des **bases** que l’on assemble en quelques minutes les soirs de semaine. Bien menée, la méthode fait gagner un temps précieux et limite les achats de dernière minute.

## Avant de commencer : le plan

Tout se joue avant d’allumer le feu. Prenez dix minutes pour écrire les repas de la semaine et repérer les ingrédients communs. Si trois recettes utilisent du riz, cuisez-le en une fois. Si deux demandent des oignons émincés, taillez-les ensemble.

Un bon plan de batch cooking comprend généralement :

- **une ou deux céréales** : riz, quinoa, boulgour, pâtes courtes ;
- **une légumineuse** : lentilles, pois chiches, haricots ;
- **une plaque de légumes rôtis** : courgettes, poivrons, courge, carottes selon la saison ;
- **une ou deux sauces** : vinaigrette, sauce au yaourt, pesto, sauce tomate ;
- **des crudités lavées et prêtes** : salade, carottes râpées, radis ;
- **une protéine** : œufs durs, poulet rôti, tofu mariné.

## L’ordre de bataille

L’efficacité vient de l’enchaînement des tâches. Voici l’ordre que j’applique :

1. **Préchauffer le four** et lancer les cuissons longues : légumes rôtis, légumineuses.
2. **Mettre l’eau à bouillir** pour les céréales et les œufs.
3. **Laver et tailler** les légumes pendant que le reste cuit.
4. **Préparer les sauces**, qui ne demandent pas de cuisson.
5. **Laisser refroidir** chaque préparation avant de la mettre en boîte.
6. **Ranger et étiqueter**, avec la date du jour.

En deux heures, on obtient ainsi de quoi composer quatre ou cinq dîners différents.

## La conservation, point clé

Le batch cooking ne fonctionne que si la sécurité alimentaire suit. Quelques règles :

- placez les préparations au réfrigérateur dans les deux heures qui suivent la cuisson ;
- utilisez des boîtes hermétiques, idéalement en verre ;
- consommez les plats cuits contenant viande ou poisson dans les deux à trois jours ;
- congelez dès le départ ce qui sera mangé en fin de semaine.

## Éviter la lassitude

Le piège classique, c’est de manger la même chose cinq jours de suite. Pour l’éviter, jouez sur les assemblages : les légumes rôtis du lundi, servis avec du quinoa et une sauce au yaourt, deviennent le mardi une garniture de quiche, puis le mercredi une soupe mixée. Une même base, trois plats différents.

## Et quand on n’a pas deux heures ?

Le batch cooking demande une organisation que tout le monde n’a pas envie de mettre en place chaque semaine. C’est précisément l’une des raisons d’être de Potimarron : les ingrédients arrivent dosés, les recettes se préparent en 30 minutes ou moins, et la gamme rapide descend même à 20 minutes. Vous pouvez aussi combiner les deux : une box pour trois soirs, un peu de batch cooking pour les autres.

Pour les soirs les plus pressés, parcourez nos [recettes rapides](/recettes/rapide/page/1) ou découvrez [comment fonctionnent nos box](/comment-ca-marche).`,
  },
  {
    title: 'Lire les labels bio : AB, Eurofeuille et les autres',
    slug: 'comprendre-les-labels-bio',
    seoTitle: 'Labels bio : comprendre AB, Eurofeuille et Demeter',
    seoDescription:
      'Logo AB, Eurofeuille, Demeter, Nature & Progrès, HVE : ce que garantit chaque label, comment lire une étiquette bio et quels pièges éviter en rayon.',
    excerpt:
      'Feuille étoilée, logo AB, mentions d’origine, labels privés : l’étiquette d’un produit bio en dit long, à condition de savoir la lire.',
    categories: ['nutrition'],
    status: 'live',
    author: 'Camille Laurent, diététicienne',
    cover: { items: ['green-apple', 'leafy-green', 'honey-pot'], background: '#efe0c0' },
    createdAt: '2024-06-27T08:20:00.000Z',
    updatedAt: '2025-09-01T07:55:00.000Z',
    text: `Dans les rayons, les logos se multiplient et il devient difficile de savoir ce que l’on achète vraiment. Entre le label officiel, les labels privés et les mentions qui ressemblent à du bio sans en être, petit guide pour lire une étiquette en connaissance de cause.

## L’Eurofeuille, le logo obligatoire

Depuis 2010, tout produit bio préemballé fabriqué dans l’Union européenne doit porter l’**Eurofeuille**, cette feuille formée d’étoiles blanches sur fond vert. Elle garantit que le produit respecte le règlement européen sur l’agriculture biologique, dont la dernière version s’applique depuis 2022. Concrètement :

- pas de pesticides ni d’engrais de synthèse ;
- pas d’OGM, avec une tolérance de 0,9 % pour une présence fortuite et techniquement inévitable ;
- au moins 95 % d’ingrédients agricoles bio dans un produit transformé ;
- des règles strictes de bien-être animal : accès à l’extérieur, alimentation bio, densités limitées ;
- un contrôle au moins une fois par an par un organisme certificateur agréé.

Sous le logo figurent deux informations à repérer : le **code de l’organisme certificateur**, sous la forme FR-BIO-01, et l’**origine** des matières premières agricoles, « Agriculture UE », « Agriculture non UE » ou « Agriculture UE/non UE ».

## Le logo AB, la version française

Le logo **AB**, propriété du ministère de l’Agriculture, est facultatif. Il repose aujourd’hui sur les mêmes exigences que l’Eurofeuille : il ne garantit donc pas davantage, mais il reste très connu des consommateurs français et sert de repère visuel.

## Les labels privés, plus exigeants

Certains producteurs vont plus loin que le règlement européen et se regroupent sous des labels privés :

- **Demeter** certifie l’agriculture biodynamique, avec un cahier des charges plus strict sur la fertilisation et la transformation.
- **Nature & Progrès**, pionnier du bio en France, repose sur un système participatif où producteurs et consommateurs visitent ensemble les fermes.
- **Bio Cohérence**, créé en 2010 en réaction à l’assouplissement de certaines règles européennes, exige notamment que les fermes soient entièrement converties au bio, sans parcelles conventionnelles.

## Les faux amis

Attention à ne pas confondre bio et démarches voisines :

- **HVE** (Haute Valeur Environnementale) est une certification environnementale qui n’interdit pas les pesticides de synthèse ;
- les mentions « naturel », « fermier » ou « raisonné » ne garantissent rien en matière de bio ;
- un produit « en conversion » vient d’une exploitation qui applique déjà les règles bio, mais qui n’a pas encore terminé sa période de transition de deux à trois ans : il ne peut pas porter l’Eurofeuille.

## Bio et nutrition : ce qu’il faut retenir

Le label bio concerne le mode de production, pas la composition nutritionnelle. Un biscuit bio reste un biscuit, avec son sucre et ses graisses. Le bio prend tout son sens sur les produits bruts : fruits, légumes, céréales, légumineuses, œufs et produits laitiers. C’est aussi sur ces produits qu’il limite le plus l’exposition aux résidus de pesticides.

## Dans vos box

Chaque semaine, 9 de nos recettes sont bio, et la moitié des recettes de notre catalogue sont certifiées bio. Les ingrédients concernés sont clairement signalés dans chaque fiche. Pour en savoir plus sur la composition de nos plats, rendez-vous sur notre page [nutrition](/nutrition) ou découvrez le [menu de la semaine](/menu).`,
  },
  {
    title: 'Fruits et légumes d’été : le calendrier de juin à août',
    slug: 'fruits-et-legumes-d-ete-calendrier',
    seoTitle: 'Fruits et légumes d’été : le calendrier de saison',
    seoDescription:
      'Tomates, courgettes, aubergines, pêches, melons : le calendrier des fruits et légumes d’été de juin à août, avec nos conseils pour les choisir et les garder.',
    excerpt:
      'L’été, c’est la saison de l’abondance. Tomates, courgettes, abricots et melons : voici ce qu’il faut acheter, et quand, pour en profiter pleinement.',
    categories: ['recettes-de-saison'],
    status: 'live',
    author: 'Margaux Petit, journaliste culinaire',
    cover: {
      items: ['tomato', 'eggplant', 'bell-pepper', 'cucumber', 'peach'],
      background: '#f7d6b5',
    },
    createdAt: '2024-07-09T09:10:00.000Z',
    updatedAt: '2024-07-09T09:10:00.000Z',
    text: `L’été est la saison la plus généreuse du potager. Les étals débordent de couleurs, les prix baissent et les saveurs sont à leur sommet. C’est le moment idéal pour cuisiner simplement : un bon produit, un filet d’huile d’olive, quelques herbes, et le tour est joué.

## Juin : l’été s’installe

- **Légumes** : courgette, concombre, petits pois, fèves, haricots verts, artichaut, laitue, radis, premières tomates sous abri.
- **Fruits** : fraise, cerise, abricot, framboise, groseille, premiers melons du Sud.

Juin est le mois des cerises. Choisissez-les brillantes, bien fermes, avec une queue verte et souple : c’est le signe d’une cueillette récente.

## Juillet : le cœur de la saison

- **Légumes** : tomate, courgette, aubergine, poivron, concombre, haricot vert, fenouil, blette, maïs doux.
- **Fruits** : abricot, pêche, nectarine, melon, pastèque, framboise, myrtille, cassis, premières prunes.

Les tomates de plein champ arrivent enfin. Elles n’ont rien à voir avec celles de l’hiver : juteuses, parfumées, elles se suffisent presque à elles-mêmes.

## Août : l’abondance

- **Légumes** : tous ceux de juillet, avec en plus les premiers cocos de Paimpol et les poivrons bien mûrs.
- **Fruits** : pêche, melon, pastèque, prune, mirabelle, mûre, premières figues et premiers raisins en fin de mois.

## Bien conserver les produits d’été

La chaleur est l’ennemie des fruits et légumes fragiles. Quelques règles simples :

1. **Ne mettez jamais les tomates au réfrigérateur** : le froid détruit leurs arômes et rend leur chair farineuse. Gardez-les à température ambiante, à l’abri du soleil.
2. **Les fruits à noyau** (pêches, abricots, prunes) mûrissent à l’air libre. Une fois mûrs, ils se gardent deux ou trois jours au frais.
3. **Les courgettes, concombres et haricots verts** vont dans le bac à légumes, dans un sac en tissu ou en papier.
4. **Les melons** se conservent à température ambiante tant qu’ils ne sont pas ouverts. Entamés, ils passent au frigo, bien emballés pour ne pas parfumer tout le reste.
5. **Les fruits rouges** se lavent au dernier moment et se consomment dans les deux jours.

## Cuisiner l’été sans allumer le four

Quand il fait chaud, personne n’a envie de rester devant les fourneaux. Privilégiez les préparations crues ou minute :

- une salade de tomates anciennes, pêches et burrata ;
- un gaspacho de concombre à la menthe ;
- des courgettes poêlées en cinq minutes avec de l’ail et du citron ;
- des brochettes de légumes grillées à la plancha ;
- une salade de pastèque, feta et basilic.

## Une saison idéale pour manger végétarien

Avec une telle abondance de légumes, l’été est la saison parfaite pour réduire la viande sans s’en rendre compte. Ratatouille, tian, caponata ou pâtes aux légumes grillés : les grands classiques méditerranéens sont naturellement végétariens. Retrouvez nos idées dans notre [sélection de recettes végétariennes](/recettes/vegetarien/page/1), et profitez de l’été tant qu’il est là : dès septembre, les courges reprendront la vedette.`,
  },
  {
    title: 'Ranger son frigo pour moins gaspiller',
    slug: 'ranger-son-frigo-moins-gaspiller',
    seoTitle: 'Bien ranger son frigo pour moins gaspiller',
    seoDescription:
      'Zones de froid, DLC et DDM, règle du premier entré premier sorti : nos conseils pratiques pour ranger votre réfrigérateur et jeter beaucoup moins.',
    excerpt:
      'Un frigo bien rangé, c’est moins de produits oubliés au fond d’une étagère. Voici comment organiser le vôtre pour que rien ne s’y perde.',
    categories: ['zero-gaspillage'],
    status: 'live',
    author: 'Margaux Petit, journaliste culinaire',
    cover: { items: ['butter', 'cheese-wedge', 'egg', 'leafy-green'], background: '#f2e2c6' },
    createdAt: '2024-08-20T07:30:00.000Z',
    updatedAt: '2025-02-14T15:45:00.000Z',
    text: `Selon l’ADEME, chaque Français jette environ 30 kg de nourriture par an, dont 7 kg de produits encore emballés. Une bonne partie de ce gaspillage commence dans le réfrigérateur : un yaourt oublié, une demi-courgette cachée derrière un pot de moutarde, des restes jamais réchauffés. Bien ranger son frigo n’est pas une lubie d’organisation : c’est le geste anti-gaspillage le plus simple qui soit.

## Connaître les zones de froid

La température n’est pas la même partout dans un réfrigérateur. Dans un modèle classique, sans ventilation, l’air froid descend :

- **la zone la plus froide** (0 à 4 °C), souvent juste au-dessus du bac à légumes, accueille la viande, le poisson, les plats cuisinés et les produits entamés ;
- **les étagères du milieu** conviennent aux produits laitiers, aux fromages et aux restes ;
- **le bac à légumes**, un peu plus tempéré, garde les fruits et légumes frais ;
- **la porte**, la zone la plus chaude, reçoit les boissons, le beurre, les condiments et les œufs.

Dans un réfrigérateur ventilé, la température est plus homogène : consultez la notice pour repérer la zone froide. Un petit thermomètre à quelques euros permet de vérifier que le frigo reste bien à 4 °C environ.

## La règle d’or : premier entré, premier sorti

Quand vous rangez vos courses, placez les produits neufs derrière et avancez ceux qui sont déjà là. Ce principe, appliqué dans toutes les cuisines professionnelles, évite de découvrir trop tard un produit périmé.

Vous pouvez aller plus loin avec une **boîte « à manger en priorité »** : on y regroupe les produits entamés et ceux dont la date approche. Avant de cuisiner, on commence par regarder dedans.

## DLC et DDM : ne pas tout mélanger

Deux mentions figurent sur les emballages, et elles n’ont pas la même valeur :

- la **DLC**, « à consommer jusqu’au », concerne les produits très périssables comme la viande, le poisson ou les produits laitiers frais. Elle doit être respectée ;
- la **DDM**, « à consommer de préférence avant le », concerne les produits secs, les conserves ou les biscuits. Une fois la date dépassée, le produit peut perdre un peu de goût ou de texture, mais il reste consommable s’il a été bien conservé.

Confondre les deux, c’est jeter chaque année des pâtes, du riz ou des conserves parfaitement bons.

## Les bons contenants

Les restes se conservent mieux dans des boîtes hermétiques transparentes : on voit ce qu’il y a dedans, et on y pense. Une étiquette avec la date de préparation évite les hésitations trois jours plus tard.

## L’entretien, une fois par mois

Un frigo propre conserve mieux. Une fois par mois, videz-le, nettoyez les clayettes à l’eau chaude additionnée d’un peu de vinaigre blanc, et profitez-en pour faire l’inventaire. C’est souvent à ce moment que l’on retrouve la moitié de citron qui aurait pu servir.

## Acheter juste, le premier rempart

Le meilleur moyen de ne pas gaspiller reste de n’acheter que ce dont on a besoin. C’est le principe même des box Potimarron : chaque ingrédient arrive dans la bonne quantité pour la recette. Découvrez [comment ça marche](/comment-ca-marche) et, pour aller plus loin, nos autres articles [zéro gaspillage](/blog/page/1).`,
  },
  {
    title: 'Pain rassis : dix façons de lui offrir une seconde vie',
    slug: 'pain-rassis-seconde-vie',
    seoTitle: 'Pain rassis : 10 recettes pour ne plus le jeter',
    seoDescription:
      'Pain perdu, chapelure, croûtons, panzanella, soupe à l’oignon : dix idées de recettes pour utiliser le pain rassis et ne plus jamais jeter une baguette.',
    excerpt:
      'Une baguette oubliée sur le comptoir n’est pas perdue, bien au contraire. Dix idées, sucrées et salées, pour transformer le pain rassis.',
    categories: ['zero-gaspillage', 'astuces-de-cuisine'],
    status: 'live',
    author: 'Julien Mercier, chef de cuisine',
    cover: {
      items: ['baguette-bread', 'egg', 'cheese-wedge', 'garlic'],
      background: '#ecd2a8',
    },
    createdAt: '2024-09-17T08:40:00.000Z',
    updatedAt: '2024-09-18T06:15:00.000Z',
    text: `Le pain fait partie des aliments les plus jetés en France. C’est dommage, car le pain rassis est un ingrédient formidable : il absorbe les sauces, apporte du croquant et donne du corps aux soupes. Les cuisines populaires du monde entier l’ont bien compris, et chacune a sa recette pour ne pas le perdre.

## Pourquoi le pain rassit-il ?

Contrairement à une idée reçue, le pain ne rassit pas parce qu’il sèche. L’amidon qu’il contient se réorganise et durcit au fil des heures : c’est la rétrogradation. Ce phénomène est d’ailleurs plus rapide au réfrigérateur qu’à température ambiante. Le frigo est donc la pire place pour votre baguette.

Pour garder le pain frais plus longtemps, enveloppez-le dans un torchon ou un sac en tissu, à température ambiante. Et si vous savez qu’il ne sera pas mangé, tranchez-le et congelez-le : il se réchauffe directement au grille-pain.

## Dix idées pour le pain rassis

1. **Le pain perdu** : trempé dans un mélange d’œufs, de lait et d’un peu de sucre, puis doré au beurre. Une version salée, avec du fromage et des herbes, fait un excellent dîner accompagné d’une salade.
2. **La chapelure maison** : séchez le pain au four doux, puis mixez-le. Elle se garde plusieurs semaines dans un bocal.
3. **Les croûtons** : des cubes de pain frottés d’ail, arrosés d’huile d’olive et dorés à la poêle, pour les soupes et les salades.
4. **La panzanella** : cette salade toscane associe pain rassis, tomates bien mûres, concombre, oignon rouge et basilic. Le pain s’imbibe du jus des tomates : un délice d’été.
5. **La soupe à l’oignon gratinée** : une tranche de pain au fond du bol, un bouillon d’oignons caramélisés, du fromage râpé, et au four.
6. **La pappa al pomodoro** : autre recette toscane, une soupe épaisse de tomates et de pain, parfumée à l’ail et au basilic.
7. **Le pudding** : pain, lait, œufs, sucre et fruits secs ou pommes, cuits au four. Le dessert anti-gaspillage par excellence.
8. **La farce** : du pain trempé dans du lait, mélangé à des herbes, de l’oignon et de la viande hachée ou des légumes, pour farcir tomates, courgettes ou poivrons.
9. **La fattouche** : la salade libanaise de pain pita grillé, concombre, tomate, radis, menthe et sumac fonctionne très bien avec n’importe quel pain sec.
10. **Les tartines gratinées** : un reste de ratatouille ou de champignons poêlés sur une tranche de pain, un peu de fromage, cinq minutes sous le gril.

## Quelques astuces de chef

- Un pain légèrement rassis retrouve du moelleux s’il est passé rapidement sous l’eau, puis enfourné cinq minutes à 180 °C.
- Pour la chapelure, mélangez différents pains : le résultat est plus savoureux.
- Les croûtons se préparent en grande quantité et se gardent une semaine dans une boîte hermétique.

## Acheter juste

Le meilleur moyen de ne pas gaspiller reste d’acheter la bonne quantité. Dans nos box, les ingrédients sont dosés au gramme près, et certaines recettes intègrent justement du pain pour faire des chapelures ou des croûtons. Jetez un œil au [menu de la semaine](/menu) : vous y trouverez souvent une recette qui sauve une baguette de la poubelle.`,
  },
  {
    title: 'Du bateau à l’assiette : rencontre avec un mareyeur de Lorient',
    slug: 'rencontre-mareyeur-lorient',
    seoTitle: 'Rencontre avec un mareyeur du port de Lorient',
    seoDescription:
      'Criée, filetage, fraîcheur, saisonnalité des poissons : Yann Le Goff, mareyeur à Lorient, raconte le chemin du poisson jusqu’aux box Potimarron.',
    excerpt:
      'Avant d’arriver dans votre cuisine, le poisson passe entre les mains du mareyeur. Nous avons suivi Yann Le Goff une nuit, sur le port de Lorient.',
    categories: ['producteurs'],
    status: 'live',
    author: 'Inès Bouvier, responsable des achats',
    cover: { items: ['fish', 'lemon', 'potato', 'herb'], background: '#e8dcc6' },
    createdAt: '2024-10-08T05:30:00.000Z',
    updatedAt: '2024-10-10T08:00:00.000Z',
    text: `Il est quatre heures du matin sur le port de Keroman, à Lorient. Les chalutiers sont rentrés dans la nuit, les caisses de poisson s’alignent sous les néons de la criée. Yann Le Goff, mareyeur depuis vingt ans, arpente les allées, une lampe frontale sur le front et un carnet à la main. C’est lui qui sélectionne une partie du poisson de nos recettes.

## Un métier méconnu

Le mareyeur est le maillon entre le pêcheur et le poissonnier, le restaurateur ou, dans notre cas, l’atelier qui prépare nos box. Son travail commence à la criée, où le poisson est vendu aux enchères, aujourd’hui le plus souvent sur écran. Il se poursuit dans son atelier, où il vide, filète, trie et conditionne le poisson avant de l’expédier sous glace.

« Mon rôle, c’est de choisir le bon poisson au bon moment », résume Yann. « Je regarde l’œil, les ouïes, la fermeté de la chair. Je sais quel bateau a pêché quoi, et comment. »

## Reconnaître un poisson frais

Yann nous a livré ses critères, que chacun peut appliquer chez son poissonnier :

- **l’œil** doit être bombé, brillant et transparent, jamais creux ni voilé ;
- **les ouïes** sont rouge vif et humides ;
- **la peau** est brillante, avec des écailles bien adhérentes ;
- **la chair** est ferme et élastique : le doigt ne doit pas laisser de marque ;
- **l’odeur** rappelle la mer, jamais l’ammoniaque.

## La saisonnalité, aussi pour le poisson

On l’oublie souvent, mais le poisson a ses saisons. Selon les périodes de reproduction et les migrations, certaines espèces sont plus abondantes, plus grasses ou au contraire à éviter. Le maquereau et la sardine sont à leur meilleur au printemps et en été ; le lieu jaune et le merlu se pêchent une bonne partie de l’année au large de la Bretagne ; la coquille Saint-Jacques se récolte d’octobre à mai.

« Quand une espèce est en période de frai, je préfère orienter Potimarron vers une autre », explique Yann. « Ça laisse le temps au stock de se reconstituer, et le poisson est meilleur. »

## Pourquoi nous travaillons avec lui

Chez Potimarron, nous privilégions les espèces pêchées dans les eaux françaises, en tenant compte de l’état des stocks. Travailler directement avec un mareyeur nous permet de connaître l’origine précise de chaque lot, le bateau et la technique de pêche. Cela nous permet aussi d’adapter nos recettes : si le merlu manque une semaine, Yann nous propose un lieu noir ou un tacaud, et nos chefs ajustent la recette.

## Cuisiner le poisson simplement

Avant de le quitter, nous lui avons demandé sa façon préférée de cuisiner le poisson. Sa réponse tient en trois lignes :

1. une poêle bien chaude et un filet d’huile ;
2. le filet côté peau, sans y toucher pendant trois ou quatre minutes ;
3. retourné une minute, puis servi avec du beurre, du citron et des pommes de terre vapeur.

« Le bon poisson n’a pas besoin de sauce compliquée », sourit-il.

Les recettes de poisson de la semaine sont à retrouver dans le [menu](/menu). Et si vous avez une question sur l’origine d’un ingrédient, notre [FAQ](/faq) et notre service client sont là pour y répondre.`,
  },
  {
    title: 'Potimarron, butternut, musquée : le guide des courges',
    slug: 'guide-des-courges-d-automne',
    seoTitle: 'Guide des courges : potimarron, butternut et cie',
    seoDescription:
      'Potimarron, butternut, musquée de Provence, courge spaghetti : comment choisir, conserver, éplucher et cuisiner les courges d’automne et d’hiver.',
    excerpt:
      'Nous ne pouvions pas ne pas leur consacrer un article. Tour d’horizon des courges d’automne, de la plus célèbre à la plus méconnue.',
    categories: ['recettes-de-saison', 'astuces-de-cuisine'],
    status: 'live',
    author: 'Julien Mercier, chef de cuisine',
    cover: {
      items: ['roasted-sweet-potato', 'chestnut', 'onion', 'herb'],
      background: '#f1c99a',
    },
    createdAt: '2024-10-29T09:00:00.000Z',
    updatedAt: '2025-10-06T13:25:00.000Z',
    text: `Vous l’aurez deviné, nous avons un faible pour les courges. Elles arrivent sur les étals en septembre et nous accompagnent tout l’hiver, car elles se conservent remarquablement bien. Douces, colorées, nourrissantes, elles se prêtent à toutes les cuissons, du velouté au gratin en passant par le curry.

## Les principales variétés

- **Le potimarron** : petit, rouge orangé, en forme de toupie. Sa chair dense a un goût de châtaigne, d’où son nom. Son grand avantage : sa peau est comestible et fond à la cuisson, il suffit de bien la laver.
- **La butternut** : en forme de poire allongée, à la peau beige. Sa chair fine et peu filandreuse, au goût de noisette, est parfaite en purée et en velouté. La peau, elle, s’épluche.
- **La musquée de Provence** : énorme, côtelée, vendue en tranches. Sa chair orange est très parfumée et légèrement sucrée, idéale pour les soupes et les tartes.
- **La courge spaghetti** : une fois cuite, sa chair se détache en longs filaments, à servir comme des pâtes avec une sauce tomate.
- **Le pâtisson** : en forme de soucoupe, au goût proche de l’artichaut. Il se farcit volontiers.
- **La sucrine du Berry** : allongée et parfumée, on l’apprécie en gratin et en dessert.

## Bien choisir sa courge

Une courge mûre est lourde pour sa taille, avec une peau dure et mate, sans taches molles. Le pédoncule doit être sec et bien attaché : c’est lui qui protège la courge des moisissures pendant la conservation.

## Les conserver tout l’hiver

Entière, une courge se garde plusieurs mois dans un endroit frais, sec et aéré, idéalement entre 10 et 15 °C : un cellier, un garage hors gel ou le bas d’un placard. Une fois entamée, elle se conserve quelques jours au réfrigérateur, la partie coupée protégée par un film ou un torchon. La chair crue coupée en cubes se congèle aussi très bien.

## L’épluchage sans drame

Les courges à peau dure peuvent être difficiles à couper. Trois astuces :

1. **Stabilisez la courge** en coupant une fine tranche à la base pour qu’elle ne roule pas.
2. **Utilisez un grand couteau** de chef bien aiguisé, jamais un petit couteau qui pourrait glisser.
3. **Passez-la quelques minutes au four** ou au micro-ondes avant de la tailler : la peau s’attendrit et se retire plus facilement.

## Cinq façons de la cuisiner

- **Rôtie** en quartiers avec de l’huile d’olive, du sel et du romarin, 30 minutes à 200 °C.
- **En velouté**, avec un oignon, un bouillon et un trait de crème ou de lait de coco.
- **En curry**, avec des pois chiches, des épinards et du lait de coco.
- **En risotto**, avec de la sauge et du parmesan.
- **En gratin**, associée à des pommes de terre et un peu de fromage.

## Ne jetez pas les graines

Les graines de courge se grillent comme des chips. Rincez-les, séchez-les, mélangez-les avec un peu d’huile et de sel, puis enfournez-les 15 minutes à 170 °C. Elles sont délicieuses sur une soupe ou une salade.

Les courges occupent une belle place dans nos menus d’automne et d’hiver : retrouvez-les dans le [menu de la semaine](/menu) et dans nos [recettes végétariennes](/recettes/vegetarien/page/1).`,
  },
  {
    title: 'Les fibres, ces alliées méconnues de notre santé',
    slug: 'les-fibres-alliees-meconnues',
    seoTitle: 'Fibres alimentaires : rôle, besoins et sources',
    seoDescription:
      'À quoi servent les fibres, combien en consommer chaque jour et où les trouver ? Notre diététicienne explique comment en manger plus, sans inconfort.',
    excerpt:
      'Nous en consommons moins qu’il ne faudrait, alors qu’elles jouent un rôle clé dans notre santé. Tout ce qu’il faut savoir sur les fibres alimentaires.',
    categories: ['nutrition'],
    status: 'live',
    author: 'Camille Laurent, diététicienne',
    cover: { items: ['pear', 'beans', 'bread', 'kiwi-fruit'], background: '#efdfc2' },
    createdAt: '2024-11-19T10:15:00.000Z',
    updatedAt: '2024-11-19T10:15:00.000Z',
    text: `On parle beaucoup des protéines, des glucides et des graisses. On parle beaucoup moins des fibres, qui sont pourtant indispensables au bon fonctionnement de notre organisme. En France, la plupart des adultes en mangent nettement moins que les 30 g par jour recommandés. Bonne nouvelle : il suffit de quelques ajustements pour combler l’écart.

## Qu’est-ce qu’une fibre ?

Les fibres alimentaires sont des composants des végétaux que notre intestin grêle ne sait pas digérer. Elles arrivent donc intactes dans le côlon, où elles jouent plusieurs rôles. On en distingue deux grandes familles :

- **les fibres solubles**, présentes dans l’avoine, les légumineuses, les pommes ou les agrumes, forment une sorte de gel dans l’intestin. Elles ralentissent l’absorption des sucres et contribuent à limiter l’absorption du cholestérol ;
- **les fibres insolubles**, présentes dans le son de blé, les céréales complètes et la peau des fruits et légumes, augmentent le volume des selles et facilitent le transit.

## Pourquoi sont-elles si importantes ?

Les fibres ont des effets bénéfiques bien documentés :

- elles améliorent le **transit intestinal** ;
- elles procurent une **sensation de satiété** durable, utile pour réguler l’appétit ;
- elles limitent les **pics de glycémie** après les repas ;
- elles nourrissent le **microbiote intestinal**, ces milliards de bactéries qui participent à notre santé ;
- une alimentation riche en fibres est associée à un moindre risque de maladies cardiovasculaires, de diabète de type 2 et de cancer colorectal.

## Où les trouver ?

Les fibres se trouvent exclusivement dans les aliments végétaux. Les meilleures sources :

1. **Les légumineuses** : lentilles, pois chiches, haricots secs. Une portion cuite apporte facilement 6 à 8 g de fibres.
2. **Les céréales complètes** : pain complet ou aux céréales, riz complet, flocons d’avoine, pâtes complètes.
3. **Les légumes**, en particulier les artichauts, les choux, les poireaux et les petits pois.
4. **Les fruits**, de préférence entiers plutôt qu’en jus : poire, framboise, kiwi, pomme avec la peau.
5. **Les oléagineux et les graines** : amandes, noix, graines de lin ou de chia.

## Augmenter sa consommation en douceur

Passer brutalement de 15 à 30 g de fibres par jour peut provoquer des ballonnements. Mieux vaut augmenter progressivement, sur deux ou trois semaines, et penser à boire suffisamment d’eau, car les fibres en ont besoin pour bien jouer leur rôle.

Quelques gestes simples pour y parvenir :

- remplacer le pain blanc par du pain complet ou au levain ;
- ajouter une poignée de flocons d’avoine dans le yaourt du matin ;
- intégrer des légumineuses deux à trois fois par semaine ;
- garder la peau des fruits et légumes bio, bien lavés ;
- prévoir une portion de légumes à chaque repas, midi et soir.

## Dans nos recettes

Nos recettes font la part belle aux légumes, aux légumineuses et aux céréales complètes, et la teneur en fibres de chaque plat figure dans sa fiche nutritionnelle. Pour en savoir plus sur la façon dont nous construisons nos menus, consultez notre page [nutrition](/nutrition).`,
  },
  {
    title: 'Les découpes de légumes que tout cuisinier devrait connaître',
    slug: 'decoupes-de-legumes-a-connaitre',
    seoTitle: 'Découpes de légumes : julienne, brunoise, ciselé',
    seoDescription:
      'Émincer, ciseler, julienne, brunoise, mirepoix, chiffonnade : le guide des découpes de légumes de base, avec les gestes de chef pour couper vite et bien.',
    excerpt:
      'Julienne, brunoise, paysanne : ces mots de chef cachent des gestes simples qui changent la cuisson et la texture d’un plat. Petit lexique illustré.',
    categories: ['astuces-de-cuisine'],
    status: 'live',
    author: 'Julien Mercier, chef de cuisine',
    cover: { items: ['onion', 'carrot', 'bell-pepper', 'cucumber'], background: '#f5e1c3' },
    createdAt: '2025-01-14T09:45:00.000Z',
    updatedAt: '2025-01-20T12:00:00.000Z',
    text: `Dans une recette, la façon de tailler un légume n’est pas un détail. Elle détermine le temps de cuisson, la texture en bouche et même la façon dont les saveurs se mélangent. Un oignon émincé et un oignon ciselé ne donnent pas le même résultat dans une sauce. Voici les découpes de base, celles que l’on retrouve dans la plupart de nos recettes.

## D’abord, la sécurité

Avant de parler de découpes, deux principes :

- **un couteau bien aiguisé est plus sûr qu’un couteau émoussé** : il demande moins de force et glisse moins ;
- **la main qui tient le légume forme une griffe** : le bout des doigts replié vers l’intérieur, les phalanges guidant la lame. Ainsi, le couteau ne rencontre jamais le bout des doigts.

Posez votre planche sur un torchon humide pour qu’elle ne glisse pas, et commencez toujours par créer une base plate sur les légumes ronds.

## Les découpes de base

- **Émincer** : tailler en tranches fines et régulières. On émince les oignons pour une fondue, les champignons pour une poêlée, les poireaux pour une quiche.
- **Ciseler** : tailler en tout petits dés, surtout pour les oignons, les échalotes et les herbes. Pour un oignon, coupez-le en deux, faites des entailles horizontales puis verticales sans aller jusqu’à la racine, puis taillez perpendiculairement.
- **Julienne** : de fins bâtonnets de 1 à 2 mm d’épaisseur et de 4 à 5 cm de long. Idéale pour les carottes d’un sauté ou les légumes d’un rouleau de printemps.
- **Brunoise** : de tout petits dés de 2 à 3 mm, obtenus en recoupant une julienne. Elle sert de garniture ou de base aromatique.
- **Mirepoix** : des dés plus grossiers d’environ 1 cm, de carotte, d’oignon et de céleri, pour les fonds, les sauces et les plats mijotés.
- **Paysanne** : de fines tranches de 1 à 2 mm taillées dans des bâtonnets, pour les potages et les potées.
- **Macédoine** : des dés réguliers de 4 à 5 mm, comme dans la salade du même nom.
- **Chiffonnade** : des lanières très fines de feuilles roulées sur elles-mêmes, pour le basilic, l’oseille ou la laitue.

## Pourquoi la régularité compte

Des morceaux de même taille cuisent en même temps. Dans un sauté, si certains bâtonnets de carotte sont deux fois plus épais que d’autres, ils resteront crus pendant que les plus fins brûleront. La régularité n’est pas une coquetterie : c’est la garantie d’une cuisson homogène.

## Gagner du temps

La vitesse vient avec la pratique, pas en forçant. Quelques astuces :

1. **Regroupez les découpes** : taillez tous les légumes d’une recette avant d’allumer le feu.
2. **Gardez la pointe du couteau sur la planche** et faites basculer la lame, comme un levier.
3. **Utilisez le dos de la lame** pour pousser les légumes coupés vers un bol, pas le tranchant.
4. **Ayez un bol à déchets** sur le plan de travail, pour éviter les allers-retours vers la poubelle.

## Mettez-les en pratique

Nos fiches recettes précisent toujours la découpe attendue, étape par étape. C’est la meilleure façon de progresser, soir après soir. Pour vous entraîner sans y passer la soirée, essayez nos [recettes rapides](/recettes/rapide/page/1), prêtes en 20 minutes.`,
  },
  {
    title: 'Épluchures : chips, bouillons et pestos pour ne rien jeter',
    slug: 'epluchures-chips-bouillons-pestos',
    seoTitle: 'Épluchures de légumes : recettes anti-gaspi',
    seoDescription:
      'Chips d’épluchures, bouillon de parures, pesto de fanes, zestes confits : nos recettes pour cuisiner les épluchures de légumes et de fruits sans rien jeter.',
    excerpt:
      'Peaux de pommes de terre, fanes de carottes, verts de poireaux : ce que nous jetons d’un geste machinal peut devenir un apéritif, une soupe ou une sauce.',
    categories: ['zero-gaspillage'],
    status: 'live',
    author: 'Margaux Petit, journaliste culinaire',
    cover: { items: ['potato', 'carrot', 'onion'], background: '#ead9bc' },
    createdAt: '2025-02-04T08:05:00.000Z',
    updatedAt: '2025-02-04T08:05:00.000Z',
    text: `Dans une cuisine, la poubelle se remplit souvent de ce que l’on retire avant de cuisiner : peaux, fanes, tiges, trognons. Or une grande partie de ces « déchets » est parfaitement comestible, et parfois même savoureuse. Avec un peu d’imagination, les épluchures deviennent des ingrédients à part entière.

## D’abord, une question de qualité

Cuisiner les épluchures suppose de partir de bons produits. Les éventuels résidus de traitements se concentrent plutôt en surface : privilégiez donc des fruits et légumes issus de l’agriculture biologique, et lavez-les soigneusement à l’eau claire, en brossant les légumes racines.

Une exception importante : **ne consommez jamais les parties vertes des pommes de terre**, ni leurs germes. Elles contiennent de la solanine, une substance toxique. Une peau de pomme de terre bien dorée et sans trace verte, en revanche, ne pose aucun problème.

## Les chips d’épluchures

C’est la recette la plus spectaculaire, et la plus simple. Les peaux de pommes de terre, de carottes ou de panais, bien lavées et séchées, se mélangent avec un filet d’huile, une pincée de sel et, si vous le souhaitez, du paprika ou du cumin. Étalez-les sur une plaque en une seule couche et enfournez 15 à 20 minutes à 180 °C, en surveillant la fin de cuisson. Elles sortent croustillantes et disparaissent en quelques minutes à l’apéritif.

## Le bouillon de parures

Gardez dans une boîte au congélateur toutes vos parures de légumes : pelures et extrémités d’oignons, verts de poireaux, tiges de persil, fanes et bouts de carottes, queues de champignons, céleri fatigué. Quand la boîte est pleine :

1. versez son contenu dans une grande casserole ;
2. couvrez d’eau froide, ajoutez une feuille de laurier et quelques grains de poivre ;
3. laissez frémir 45 minutes, puis filtrez.

Vous obtenez un bouillon maison gratuit, qui parfumera risottos, soupes et sauces. Évitez simplement les choux en trop grande quantité, dont le goût devient vite envahissant. Les pelures d’oignon donnent au bouillon une belle couleur ambrée.

## Le pesto de fanes

Les fanes de carottes ou de radis, à condition d’être bien fraîches et bien vertes, font un excellent pesto. Mixez-les avec de l’ail, une poignée de graines de tournesol ou d’amandes, un peu de parmesan, de l’huile d’olive et un trait de citron. Le résultat, légèrement poivré, accompagne parfaitement des pâtes, une tartine ou des légumes rôtis.

## Les fruits aussi

- **Les peaux de pommes et de poires** se transforment en chips sucrées à la cannelle, ou infusent dans de l’eau chaude pour une tisane parfumée.
- **Les zestes d’agrumes bio** se confisent dans un sirop, se sèchent pour parfumer le sucre, ou se râpent directement dans une pâte à gâteau.
- **Les trognons d’ananas** se mixent dans un smoothie ou infusent dans une eau aromatisée.

## Le dernier recours : le compost

Tout ne se cuisine pas : les pelures d’avocat, les coquilles d’œufs ou les noyaux rejoignent le compost. Depuis le 1er janvier 2024, les collectivités doivent d’ailleurs proposer une solution de tri des biodéchets à chaque habitant. Renseignez-vous auprès de votre commune.

Nos chefs conçoivent des recettes qui utilisent les légumes en entier chaque fois que c’est possible. Retrouvez-les parmi nos [recettes végétariennes](/recettes/vegetarien/page/1).`,
  },
  {
    title: 'Le miel de Thomas, apiculteur dans les Cévennes',
    slug: 'apiculteur-dans-les-cevennes',
    seoTitle: 'Portrait : Thomas, apiculteur dans les Cévennes',
    seoDescription:
      'Rencontre avec Thomas Rieu, apiculteur dans les Cévennes : châtaigniers, transhumance, frelon asiatique et miel de caractère pour nos recettes.',
    excerpt:
      'Dans les vallées cévenoles, Thomas Rieu élève ses abeilles au milieu des châtaigniers. Son miel sombre et puissant parfume plusieurs de nos recettes.',
    categories: ['producteurs'],
    status: 'live',
    author: 'Inès Bouvier, responsable des achats',
    cover: { items: ['honey-pot', 'pear', 'cheese-wedge'], background: '#f6d8a8' },
    createdAt: '2025-03-11T07:20:00.000Z',
    updatedAt: '2025-03-12T09:40:00.000Z',
    text: `La route serpente entre les terrasses de pierre sèche et les forêts de châtaigniers. Au bout d’un chemin de terre, une cinquantaine de ruches colorées s’alignent face au soleil levant. Thomas Rieu, apiculteur dans les Cévennes, soulève le couvercle de l’une d’elles avec précaution. Un bourdonnement régulier s’en échappe. « Elles sont calmes aujourd’hui, c’est bon signe. »

## Un héritage familial

Thomas a appris le métier auprès de son grand-père, qui gardait quelques ruches en tronc de châtaignier, à l’ancienne. Après des études d’agronomie, il s’est installé à son compte et possède aujourd’hui plusieurs centaines de ruches réparties sur différents ruchers, entre la vallée et les hauteurs du mont Aigoual.

« L’apiculture, c’est un métier d’observation », explique-t-il. « Il faut comprendre ce qui fleurit, quand, et où. Les abeilles vont chercher le nectar dans un rayon de deux à trois kilomètres autour de la ruche. »

## Le miel de châtaignier, signature des Cévennes

En juin et juillet, les châtaigniers fleurissent et couvrent les collines de longs chatons crème. Les abeilles en tirent un miel sombre, presque ambré, au goût puissant et légèrement amer. C’est le miel de Thomas que nous utilisons dans plusieurs recettes : un glaçage pour des carottes rôties, une vinaigrette pour une salade de chèvre chaud, une marinade pour des cuisses de poulet.

Au fil de la saison, Thomas récolte aussi :

- un **miel de printemps**, doux et clair, issu des fleurs d’arbres fruitiers et de la bruyère blanche ;
- un **miel de montagne**, plus complexe, récolté en altitude ;
- un **miel de bruyère callune**, à la fin de l’été, dense et très aromatique.

## La transhumance des ruches

Pour suivre les floraisons, Thomas déplace une partie de ses ruches plusieurs fois par an, souvent de nuit, quand les abeilles sont rentrées. C’est la transhumance, une pratique ancienne qui demande beaucoup de travail, mais qui permet d’obtenir des miels de caractère.

## Un métier sous pression

Tout n’est pas rose pour autant. Thomas évoque sans détour les difficultés de la profession : le varroa, un acarien parasite qui affaiblit les colonies ; le frelon asiatique, qui chasse les abeilles à l’entrée des ruches ; et les aléas climatiques, sécheresses ou printemps trop pluvieux, qui font varier les récoltes d’une année à l’autre.

« Certaines années, on récolte très peu. Avoir des partenaires fidèles, qui comprennent ces variations, c’est précieux. »

## Bien choisir son miel

Avant de le quitter, Thomas nous a donné ses conseils pour bien acheter du miel :

1. **Lisez l’origine** : l’étiquette doit indiquer le ou les pays de récolte.
2. **Privilégiez les miels monofloraux ou de terroir**, qui ont un vrai caractère.
3. **Ne vous inquiétez pas de la cristallisation** : c’est un phénomène naturel, qui ne change rien à la qualité. Un bain-marie doux suffit à rendre le miel liquide.

Retrouvez les recettes au miel de Thomas dans notre [menu de la semaine](/menu), et découvrez les autres producteurs qui travaillent avec nous sur le [blog](/blog/page/1).`,
  },
  {
    title: 'Composer un petit-déjeuner équilibré',
    slug: 'composer-un-petit-dejeuner-equilibre',
    seoTitle: 'Petit-déjeuner équilibré : nos conseils et idées',
    seoDescription:
      'Céréales complètes, protéines, fruits, boisson : comment composer un petit-déjeuner équilibré et rassasiant, avec des idées simples pour chaque matin.',
    excerpt:
      'Faut-il vraiment prendre un petit-déjeuner, et que mettre dans son bol ? Notre diététicienne répond, menus à l’appui.',
    categories: ['nutrition'],
    status: 'live',
    author: 'Camille Laurent, diététicienne',
    cover: { items: ['banana', 'kiwi-fruit', 'bread', 'egg'], background: '#f8e4c4' },
    createdAt: '2025-04-01T06:30:00.000Z',
    updatedAt: '2025-04-01T06:30:00.000Z',
    text: `On l’a longtemps présenté comme « le repas le plus important de la journée ». La réalité est plus nuancée : le petit-déjeuner n’est pas obligatoire, et certaines personnes se sentent très bien sans. En revanche, quand on en prend un, autant qu’il soit rassasiant et équilibré, pour tenir sans fringale jusqu’au déjeuner.

## Les quatre piliers

Un petit-déjeuner complet associe généralement quatre éléments :

- **une boisson** : eau, thé, café, infusion, pour se réhydrater après la nuit ;
- **un produit céréalier**, de préférence complet : pain complet ou au levain, flocons d’avoine, muesli sans sucres ajoutés ;
- **une source de protéines** : yaourt, fromage blanc, fromage, œuf, oléagineux ;
- **un fruit**, entier plutôt qu’en jus.

Les protéines et les fibres sont les grandes alliées de la satiété. Un petit-déjeuner qui en contient peu, comme une simple tartine de confiture avec un jus d’orange, fait monter vite la glycémie et laisse souvent une sensation de faim dès le milieu de la matinée.

## Les pièges classiques

- **Les céréales du commerce** : beaucoup sont très sucrées, même celles qui affichent un discours santé. Regardez la liste des ingrédients et la teneur en sucres.
- **Les jus de fruits** : même pur jus, ils apportent le sucre du fruit sans ses fibres. Un fruit entier est plus rassasiant. Si vous aimez le jus, limitez-vous à un petit verre.
- **Les viennoiseries quotidiennes** : riches en graisses et en sucres, elles sont à garder pour le plaisir du week-end.

## Cinq idées pour la semaine

1. **Le porridge** : flocons d’avoine cuits dans du lait ou une boisson végétale, avec une banane écrasée, une pincée de cannelle et une poignée de noix.
2. **La tartine salée** : pain complet, fromage frais, concombre et graines de sésame, avec un kiwi.
3. **Le bol de fromage blanc** : fromage blanc, muesli maison, fruits de saison et un filet de miel.
4. **Les œufs** : deux œufs brouillés ou au plat, une tranche de pain au levain et quelques tomates cerises.
5. **L’overnight porridge** : préparé la veille dans un bocal, avec des flocons d’avoine, du yaourt, du lait et des fruits. Il suffit de l’attraper en partant.

## Et si je n’ai pas faim le matin ?

Inutile de vous forcer. Écoutez vos sensations : si vous n’avez pas faim, vous pouvez vous contenter d’une boisson et prévoir une collation en milieu de matinée, comme un fruit et une poignée d’amandes. L’essentiel est d’équilibrer l’ensemble de la journée, pas chaque repas pris isolément.

## Pour les enfants

Les besoins des enfants sont différents : le petit-déjeuner les aide à rester concentrés à l’école. Proposez-leur un petit-déjeuner simple, varié, et si possible pris assis, en prenant le temps.

Chez Potimarron, nous nous concentrons sur les dîners, mais nos principes nutritionnels valent pour toute la journée. Retrouvez-les sur notre page [nutrition](/nutrition).`,
  },
  {
    title: 'Lentilles, pois chiches, haricots : bien cuisiner les légumineuses',
    slug: 'bien-cuisiner-les-legumineuses',
    seoTitle: 'Légumineuses : trempage, cuisson et digestion',
    seoDescription:
      'Trempage, temps de cuisson, astuces pour une meilleure digestion, aquafaba : le guide complet pour cuisiner lentilles, pois chiches et haricots secs.',
    excerpt:
      'Économiques, nourrissantes et riches en protéines, les légumineuses méritent une place de choix dans nos assiettes. Mode d’emploi pour bien les cuisiner.',
    categories: ['astuces-de-cuisine', 'nutrition'],
    status: 'live',
    author: 'Julien Mercier, chef de cuisine',
    cover: { items: ['falafel', 'beans', 'onion', 'garlic'], background: '#eccfa9' },
    createdAt: '2025-04-29T08:50:00.000Z',
    updatedAt: '2025-06-02T10:10:00.000Z',
    text: `Les légumineuses ont longtemps souffert d’une image de plat de cantine. Pourtant, elles sont au cœur des grandes cuisines du monde : le dal indien, le houmous libanais, le chili mexicain, le cassoulet. Le Programme national nutrition santé recommande d’en manger au moins deux fois par semaine. Encore faut-il savoir les préparer.

## Les principales légumineuses

- **Les lentilles** : vertes, blondes, noires ou corail. Ce sont les plus rapides à cuire.
- **Les pois chiches** : la base du houmous, des falafels et de nombreux currys.
- **Les haricots secs** : blancs, rouges, noirs, cocos, flageolets, lingots.
- **Les pois cassés** : pour les soupes et les purées.
- **Les fèves sèches** et le **soja**, plus rares dans nos cuisines.

## Le trempage : indispensable ou pas ?

Tout dépend de la légumineuse :

- **les lentilles et les pois cassés** n’ont pas besoin de trempage ;
- **les pois chiches et les haricots secs** doivent tremper 8 à 12 heures dans un grand volume d’eau froide, idéalement toute une nuit.

Le trempage réhydrate les graines, réduit le temps de cuisson et améliore la digestibilité. Jetez toujours l’eau de trempage et rincez bien avant la cuisson.

## Les temps de cuisson

Dans une eau non salée, en partant d’eau froide, comptez environ :

1. **lentilles corail** : 10 à 15 minutes ;
2. **lentilles vertes** : 20 à 25 minutes ;
3. **pois cassés** : 40 minutes à 1 heure ;
4. **haricots blancs ou rouges** : 1 heure à 1 h 30 ;
5. **pois chiches** : 1 h 30 à 2 heures.

Une cuisson à l’autocuiseur divise ces temps par deux ou trois. Salez en fin de cuisson : le sel ajouté trop tôt a tendance à durcir la peau de certaines légumineuses. Une pincée de bicarbonate dans l’eau de cuisson des pois chiches les rend plus fondants, parfait pour un houmous bien lisse.

## Mieux les digérer

Les légumineuses contiennent des fibres et des sucres particuliers qui peuvent provoquer des ballonnements chez certaines personnes. Quelques astuces :

- augmentez les quantités progressivement : l’intestin s’habitue ;
- respectez le trempage et rincez bien ;
- ajoutez à la cuisson du cumin, du fenouil, de la sarriette ou une feuille de laurier ;
- commencez par les lentilles corail, réputées plus digestes.

## L’aquafaba, la bonne surprise

Le liquide de cuisson des pois chiches, ou le jus d’une conserve, porte un nom : l’aquafaba. Battu au fouet électrique, il monte comme des blancs d’œufs. On peut en faire des meringues, une mousse au chocolat ou une mayonnaise sans œuf. Un ingrédient de plus sauvé de l’évier.

## Les conserves, une solution honnête

Pas le temps de faire tremper ? Les légumineuses en conserve ou en bocal sont une très bonne alternative. Rincez-les simplement pour éliminer une partie du sel. Elles se gardent longtemps et permettent de préparer un curry ou une salade complète en quelques minutes.

Nos recettes végétariennes font une large place aux légumineuses, toujours préparées pour être prêtes en 30 minutes ou moins. Découvrez-les dans notre [sélection végétarienne](/recettes/vegetarien/page/1).`,
  },
  {
    title: 'Congeler sans gâcher : le guide pratique',
    slug: 'congeler-sans-gacher-guide',
    seoTitle: 'Congélation : le guide pour ne plus rien gâcher',
    seoDescription:
      'Quoi congeler, comment, combien de temps, comment décongeler : toutes les règles pour utiliser votre congélateur comme un vrai outil anti-gaspillage.',
    excerpt:
      'Le congélateur est le meilleur ami de la cuisine anti-gaspi, à condition de savoir s’en servir. Ce qui se congèle, ce qui ne se congèle pas, et comment.',
    categories: ['zero-gaspillage'],
    status: 'live',
    author: 'Margaux Petit, journaliste culinaire',
    cover: { items: ['dumpling', 'broccoli', 'bread', 'strawberry'], background: '#f0dcc0' },
    createdAt: '2025-05-20T09:25:00.000Z',
    updatedAt: '2025-11-03T16:30:00.000Z',
    text: `Un reste de soupe, un demi-pain, des fraises trop mûres, un bouquet d’herbes entamé : tout cela peut finir à la poubelle, ou au congélateur. Utilisé avec méthode, le congélateur permet de mettre des aliments « sur pause » pendant des semaines, sans perte de qualité. Encore faut-il respecter quelques règles.

## Les bases d’une bonne congélation

Un congélateur domestique doit maintenir une température de −18 °C. À cette température, les micro-organismes ne se développent plus. Attention, ils ne sont pas détruits pour autant : ils reprendront leur activité à la décongélation. D’où l’importance de congeler des produits sains et frais, pas des aliments déjà en fin de vie.

Quatre principes :

1. **Refroidir rapidement** les plats cuisinés avant de les congeler, en moins de deux heures, par exemple en plaçant la casserole dans un bain d’eau froide.
2. **Portionner** : congelez en portions correspondant à un repas. On ne décongèle que ce dont on a besoin.
3. **Emballer hermétiquement** : l’air provoque des brûlures de congélation, ces zones sèches et décolorées qui altèrent le goût. Chassez l’air des sachets avant de les fermer.
4. **Étiqueter** : nom du plat et date. Sans étiquette, un bloc de sauce tomate ressemble étrangement à un bloc de soupe de potiron.

## Ce qui se congèle très bien

- **Le pain**, tranché à l’avance ;
- **les soupes, sauces et plats mijotés** ;
- **les légumineuses et les céréales cuites** ;
- **les légumes**, de préférence blanchis deux ou trois minutes à l’eau bouillante ;
- **les fruits mûrs**, coupés en morceaux, pour les smoothies, les compotes et les gâteaux ;
- **les herbes ciselées**, dans l’huile ou l’eau ;
- **le fromage râpé** et le beurre ;
- **la viande et le poisson crus**, emballés individuellement.

## Ce qui se congèle mal

Certains aliments changent de texture au congélateur :

- les **salades vertes**, le concombre et les radis, qui deviennent flasques ;
- les **tomates crues**, qui ne sont plus bonnes qu’à cuire ;
- les **pommes de terre cuites à l’eau**, qui deviennent farineuses (la purée, elle, supporte bien la congélation) ;
- les **œufs durs**, dont le blanc devient caoutchouteux ;
- la **mayonnaise** et les sauces à base d’émulsion, qui se séparent.

## Combien de temps ?

La congélation arrête le développement microbien, mais la qualité gustative diminue lentement. À titre indicatif, pour un goût optimal :

- plats cuisinés, soupes et sauces : deux à trois mois ;
- pain et viennoiseries : deux à trois mois ;
- légumes blanchis : huit à douze mois ;
- viande crue : six à douze mois selon les morceaux ;
- poisson maigre : six mois environ, un peu moins pour les poissons gras.

## Bien décongeler

La décongélation est l’étape la plus délicate. La règle : **toujours au réfrigérateur**, jamais à température ambiante, où la surface se réchauffe trop vite. Prévoyez la veille pour le lendemain. Les petites portions peuvent aussi être cuites directement encore surgelées, comme les légumes ou les soupes.

Un aliment cru décongelé ne doit jamais être recongelé tel quel. En revanche, une viande crue décongelée puis cuite peut être recongelée une fois cuisinée.

## Votre congélateur, un outil de planification

Faites régulièrement l’inventaire de votre congélateur et notez son contenu sur une liste aimantée sur la porte. Vous saurez ce que vous avez en réserve, et vous penserez à l’utiliser.

Vous avez une question sur la conservation des ingrédients de nos box ? Notre [FAQ](/faq) répond aux plus fréquentes, et d’autres astuces vous attendent sur le [blog](/blog/page/1).`,
  },
  {
    title: 'Volailles fermières : chez Sophie, éleveuse dans le Gers',
    slug: 'eleveuse-de-volailles-dans-le-gers',
    seoTitle: 'Portrait : Sophie, éleveuse de volailles dans le Gers',
    seoDescription:
      'Plein air, croissance lente, alimentation au maïs : rencontre avec Sophie Castagné, éleveuse de volailles fermières dans le Gers et partenaire de nos box.',
    excerpt:
      'Dans le Gers, les poulets de Sophie Castagné grandissent en plein air et à leur rythme. Nous sommes allés découvrir son élevage, entre champs de maïs et bosquets.',
    categories: ['producteurs'],
    status: 'live',
    author: 'Inès Bouvier, responsable des achats',
    cover: { items: ['poultry-leg', 'ear-of-corn', 'potato'], background: '#f3d2a6' },
    createdAt: '2025-06-17T07:00:00.000Z',
    updatedAt: '2025-06-17T07:00:00.000Z',
    text: `Au sud d’Auch, les collines du Gers ondulent à perte de vue, entre champs de tournesol, bosquets de chênes et prairies. Sur l’exploitation de Sophie Castagné, de petits bâtiments de bois sont dispersés dans l’herbe. Dès que les trappes s’ouvrent le matin, des centaines de poulets au plumage roux se précipitent dehors.

## Une éleveuse de troisième génération

Sophie a repris la ferme de ses parents il y a une douzaine d’années. Son grand-père élevait déjà des volailles, à côté de quelques vaches et de ses cultures de maïs. « J’ai grandi au milieu des poules », raconte-t-elle en riant. « Je n’ai jamais vraiment envisagé de faire autre chose. »

Aujourd’hui, elle élève des poulets fermiers sous Label Rouge, ainsi que quelques pintades pour les fêtes de fin d’année.

## Ce que garantit le Label Rouge

Le Label Rouge est un signe officiel de qualité supérieure, encadré par un cahier des charges strict. Pour les poulets fermiers élevés en plein air, il impose notamment :

- des **souches à croissance lente**, adaptées à la vie en extérieur ;
- un **âge minimum à l’abattage de 81 jours**, bien au-delà des poulets standards ;
- un **accès à un parcours extérieur** herbeux et arboré pendant une grande partie de la vie de l’animal ;
- une **alimentation majoritairement composée de céréales** ;
- des **bâtiments de taille limitée** et une densité réduite.

« Le temps, c’est ce qui fait la différence », résume Sophie. « Un poulet qui a couru, qui a picoré, qui a grandi lentement, ça se sent dans la texture de la chair. Elle est plus ferme et plus goûteuse. »

## Le maïs, une tradition gersoise

Dans le Gers, les volailles sont traditionnellement nourries au maïs, ce qui leur donne une peau légèrement jaune et une graisse parfumée. Sophie cultive elle-même une partie des céréales de ses animaux, ce qui lui permet de maîtriser leur alimentation.

## Le bien-être, au quotidien

Le parcours de ses volailles est planté d’arbres et de haies. « Les poulets sont des descendants d’oiseaux de forêt. Ils ont peur des espaces trop dégagés, à cause des rapaces. Avec des arbres, ils sortent beaucoup plus et explorent tout le parcours. »

Chaque jour, Sophie fait le tour de ses bâtiments, vérifie l’eau, l’alimentation, la litière, et observe le comportement des animaux. Un poulet qui reste à l’écart ou qui mange moins est signalé immédiatement au vétérinaire.

## Cuisiner la volaille fermière

Une volaille fermière se cuisine un peu différemment d’un poulet standard. Les conseils de Sophie :

1. **Sortez la volaille du réfrigérateur une demi-heure avant** la cuisson.
2. **Préférez une cuisson douce** et un peu plus longue, au four à 180 °C plutôt qu’à feu vif.
3. **Arrosez régulièrement** avec le jus de cuisson.
4. **Laissez reposer** dix minutes avant de découper, sous une feuille de papier cuisson.
5. **Gardez la carcasse** : elle fera un bouillon délicieux.

Les recettes à la volaille de Sophie sont régulièrement au [menu de la semaine](/menu). Pour découvrir l’origine de chaque ingrédient, consultez [comment ça marche](/comment-ca-marche).`,
  },
  {
    title: 'Moins de sel, plus de goût : les astuces qui marchent',
    slug: 'moins-de-sel-plus-de-gout',
    seoTitle: 'Réduire le sel sans perdre le goût : nos astuces',
    seoDescription:
      'Herbes, épices, acidité, cuissons : les astuces de notre diététicienne pour réduire le sel en cuisine au quotidien, sans que vos plats perdent leur saveur.',
    excerpt:
      'Nous consommons en moyenne bien plus de sel que ce que recommandent les autorités de santé. Comment en mettre moins sans manger fade ?',
    categories: ['nutrition', 'astuces-de-cuisine'],
    status: 'live',
    author: 'Camille Laurent, diététicienne',
    cover: { items: ['salt', 'herb', 'lemon', 'garlic'], background: '#f4e4cc' },
    createdAt: '2025-07-08T08:35:00.000Z',
    updatedAt: '2025-07-15T09:00:00.000Z',
    text: `L’Organisation mondiale de la santé recommande de ne pas dépasser 5 g de sel par jour, soit l’équivalent d’une cuillère à café. En France, la consommation moyenne est nettement supérieure. Or un excès de sel favorise l’hypertension artérielle, l’un des principaux facteurs de risque des maladies cardiovasculaires. La bonne nouvelle, c’est que le goût du sel s’apprivoise : en réduisant progressivement, on s’habitue en quelques semaines.

## D’où vient le sel que nous mangeons ?

La plus grande partie du sel que nous consommons ne vient pas de la salière, mais des aliments eux-mêmes. Les principaux contributeurs :

- **le pain**, premier contributeur en France, simplement parce que nous en mangeons beaucoup ;
- **la charcuterie** et les viandes transformées ;
- **les fromages** ;
- **les plats préparés**, les soupes industrielles et les sauces ;
- **les biscuits apéritifs** et les chips.

Cuisiner soi-même est donc déjà un grand pas : vous savez exactement ce que vous mettez dans votre assiette.

## Remplacer le sel par du goût

Le sel est un exhausteur de goût. Pour en mettre moins, il faut apporter de la saveur autrement.

1. **Les herbes fraîches** : persil, coriandre, basilic, ciboulette, estragon, ajoutés en fin de cuisson pour préserver leur parfum.
2. **Les épices** : cumin, paprika fumé, curcuma, poivre, piment d’Espelette, cannelle. Faites-les torréfier une minute à sec dans la poêle pour décupler leurs arômes.
3. **L’acidité** : un trait de jus de citron, un zeste, un filet de vinaigre de cidre ou de xérès réveillent un plat aussi bien qu’une pincée de sel.
4. **Les aromatiques** : ail, oignon, échalote, gingembre, citronnelle.
5. **L’umami** : tomates séchées, champignons, parmesan en petite quantité, miso, sont riches en saveur. Attention, certains sont eux-mêmes salés : dosez-les avec mesure.

## Les bonnes techniques de cuisson

Certaines cuissons concentrent les saveurs et rendent le sel moins nécessaire :

- **rôtir** les légumes au four, qui caramélisent et développent des notes sucrées ;
- **griller** ou snacker la viande et le poisson, pour obtenir une croûte savoureuse ;
- **cuire à l’étouffée** ou à la vapeur douce, qui préserve le goût propre des légumes, plutôt qu’à grande eau, qui le dilue.

## Les bons réflexes à table

- Goûtez toujours avant de saler.
- Salez en fin de cuisson : le sel est plus perceptible, on en met donc moins.
- Retirez la salière de la table, ou remplacez-la par un moulin à poivre.
- Pour les pâtes et le riz, réduisez progressivement le sel de l’eau de cuisson.

## Et le sel « santé » ?

Fleur de sel, sel rose, sel gris : ces sels ont leurs qualités gustatives, mais ils restent essentiellement du chlorure de sodium. Ils ne sont pas plus « sains » que le sel de table. Privilégiez en revanche le sel iodé, l’iode étant un nutriment important.

Nos recettes sont conçues par nos chefs avec notre équipe nutrition, et la teneur en sel de chaque plat est indiquée sur sa fiche. Retrouvez nos principes sur la page [nutrition](/nutrition).`,
  },
  {
    title: 'Cuisiner en 20 minutes : l’organisation d’un chef',
    slug: 'cuisiner-en-20-minutes-organisation',
    seoTitle: 'Cuisiner en 20 minutes : la méthode d’un chef',
    seoDescription:
      'Mise en place, ordre des tâches, bons ustensiles : notre chef partage sa méthode pour cuisiner un vrai dîner maison en 20 minutes, même un soir de semaine.',
    excerpt:
      'Un dîner maison en 20 minutes, ce n’est pas une question de vitesse, mais d’organisation. Notre chef explique comment il s’y prend.',
    categories: ['astuces-de-cuisine'],
    status: 'live',
    author: 'Julien Mercier, chef de cuisine',
    cover: {
      items: ['steaming-bowl', 'cooked-rice', 'egg', 'leafy-green'],
      background: '#f2d5b0',
    },
    createdAt: '2025-08-26T07:40:00.000Z',
    updatedAt: '2025-08-26T07:40:00.000Z',
    text: `Quand on rentre tard, la tentation est grande de commander ou de se rabattre sur un plat tout prêt. Pourtant, un vrai dîner maison peut se préparer en 20 minutes. En cuisine professionnelle, on ne cuisine pas plus vite parce qu’on court : on cuisine vite parce qu’on est organisé. Voici comment appliquer cette logique chez soi.

## Étape 1 : lire la recette jusqu’au bout

Cela paraît évident, et pourtant c’est l’erreur la plus fréquente. Avant de sortir la moindre casserole, lisez la recette en entier. Vous repérerez les étapes longues à lancer en premier, les ustensiles nécessaires et les ingrédients à préparer.

## Étape 2 : lancer ce qui est long

Dès que vous entrez dans la cuisine, lancez ce qui prend du temps sans demander d’attention :

- **faites chauffer l’eau à la bouilloire** pour les pâtes, le riz ou la semoule : c’est beaucoup plus rapide que sur le feu ;
- **préchauffez le four** si la recette en a besoin ;
- **posez la poêle sur le feu** pour qu’elle soit bien chaude au moment de saisir.

## Étape 3 : la mise en place

C’est le cœur de la méthode. La mise en place consiste à préparer tous les ingrédients avant de commencer la cuisson : laver, éplucher, tailler, mesurer. Chaque élément dans un petit bol ou en tas sur la planche. Une fois la cuisson lancée, vous n’aurez plus qu’à ajouter les ingrédients au bon moment, sans course contre la montre.

## Étape 4 : travailler en parallèle

Pendant que les pâtes cuisent, préparez la sauce. Pendant que les légumes rôtissent, dressez la table ou préparez la salade. Un bon dîner rapide repose presque toujours sur deux tâches menées en même temps.

## Les astuces qui font gagner du temps

1. **Taillez petit** : des légumes coupés finement cuisent beaucoup plus vite.
2. **Utilisez une grande poêle** : les aliments entassés étuvent au lieu de saisir, et la cuisson s’allonge.
3. **Choisissez des ingrédients rapides** : crevettes, filets de poisson, œufs, tofu, légumes tendres, pâtes fraîches, semoule.
4. **Rangez au fur et à mesure** : un plan de travail dégagé fait gagner du temps et de la sérénité.
5. **Ayez les bons outils** : un couteau de chef aiguisé, une grande planche, une râpe fine et une poêle antiadhésive de bonne qualité.

## Le placard du cuisinier pressé

Quelques produits de base permettent d’improviser un dîner en quelques minutes : des pâtes, du riz, une boîte de pois chiches, des tomates concassées, des œufs, de l’huile d’olive, un bon vinaigre, de la sauce soja, quelques épices. Avec un légume frais, vous avez un repas.

## La gamme rapide de Potimarron

C’est en appliquant ces principes que nous avons conçu notre gamme rapide : des recettes prêtes en 20 minutes, avec des étapes optimisées et des ingrédients choisis pour cuire vite. Toutes nos autres recettes se préparent en 30 minutes ou moins. Et pour celles et ceux qui cuisinent au Thermomix, 6 recettes certifiées sont proposées chaque semaine.

Découvrez nos [recettes rapides](/recettes/rapide/page/1) et lancez-vous dès ce soir.`,
  },
  {
    title: 'Fruits et légumes d’automne : le calendrier de septembre à novembre',
    slug: 'fruits-et-legumes-d-automne-calendrier',
    seoTitle: 'Fruits et légumes d’automne : le calendrier',
    seoDescription:
      'Courges, champignons, poires, raisins, châtaignes : les fruits et légumes de saison en automne, mois par mois, avec nos idées pour bien les cuisiner.',
    excerpt:
      'L’automne est peut-être la saison la plus gourmande. Entre les derniers légumes d’été et les premières courges, voici ce qu’il faut cuisiner de septembre à novembre.',
    categories: ['recettes-de-saison'],
    status: 'live',
    author: 'Margaux Petit, journaliste culinaire',
    cover: {
      items: ['brown-mushroom', 'pear', 'grapes', 'chestnut'],
      background: '#e9cfa8',
    },
    createdAt: '2025-09-16T08:10:00.000Z',
    updatedAt: '2025-09-22T07:50:00.000Z',
    text: `L’automne a quelque chose de réconfortant. Les soirées raccourcissent, on rallume le four, et les étals se couvrent de couleurs chaudes : l’orange des courges, le brun des champignons, le violet du raisin. C’est une saison de transition, où l’on profite encore des derniers légumes d’été tout en accueillant ceux qui nous accompagneront tout l’hiver.

## Septembre : le meilleur des deux saisons

- **Légumes** : tomate, courgette, aubergine, poivron, haricot vert, maïs doux, fenouil, premières courges, brocoli, épinards.
- **Fruits** : raisin, figue, prune, quetsche, mirabelle, poire, pomme, mûre, premières noix.

Septembre est souvent le mois où les tomates ont le plus de goût, gorgées du soleil de l’été. Profitez-en pour faire des sauces et des conserves.

## Octobre : l’arrivée des courges et des champignons

- **Légumes** : courges (potimarron, butternut, musquée), champignons, céleri-rave, betterave, chou-fleur, brocoli, poireau, blette, patate douce.
- **Fruits** : pomme, poire, coing, raisin, châtaigne, noix, noisette, kaki.

Les champignons sauvages, comme les cèpes et les girolles, font leur apparition selon la météo. Le champignon de Paris, cultivé, se trouve toute l’année, mais il est particulièrement bon en automne, poêlé avec de l’ail et du persil.

## Novembre : l’hiver se prépare

- **Légumes** : courges, chou frisé, chou de Bruxelles, poireau, panais, topinambour, carotte, navet, endive, mâche, céleri.
- **Fruits** : pomme, poire, coing, châtaigne, kiwi, premières clémentines.

La châtaigne est l’emblème de novembre. Grillée, en velouté, en farce pour une volaille ou en purée, elle apporte une douceur incomparable.

## Les incontournables de la saison

Quelques produits méritent qu’on s’y arrête :

1. **Le coing** : immangeable cru, il se transforme à la cuisson. En gelée, en pâte de fruit ou rôti avec une viande, il développe un parfum floral unique.
2. **La poire** : juteuse et fondante, elle se marie aussi bien avec le chocolat qu’avec le fromage. Une poire pochée au vin épicé, c’est l’automne dans une assiette.
3. **Le raisin** : on l’oublie souvent en cuisine salée, pourtant il est délicieux rôti avec une volaille ou des saucisses.
4. **Le céleri-rave** : en rémoulade, en purée ou rôti entier au four, il a un goût subtil de noisette.

## Cuisiner l’automne

C’est la saison des plats qui réchauffent :

- un velouté de potimarron au lait de coco et au gingembre ;
- une poêlée de champignons et de châtaignes ;
- un crumble de poires et de pommes aux noisettes ;
- un risotto à la courge et à la sauge ;
- une salade tiède de lentilles, betteraves rôties et noix.

## Dans vos box

Nos 24 recettes de la semaine suivent ce calendrier au plus près. Les chefs de Potimarron composent leurs menus avec les produits du moment, en travaillant avec des producteurs qui récoltent au plus près de la commande. Découvrez les recettes d’automne dans le [menu de la semaine](/menu), et retrouvez tous nos conseils de saison sur le [blog](/blog/page/1).`,
  },
  {
    title: 'Les restes, une cuisine à part entière',
    slug: 'cuisiner-les-restes',
    seoTitle: 'Cuisiner les restes : idées et règles de sécurité',
    seoDescription:
      'Riz, pâtes, légumes rôtis, poulet, purée : nos idées pour transformer les restes en nouveaux plats, et les règles à respecter pour les conserver sans risque.',
    excerpt:
      'Le reste d’hier peut devenir le meilleur plat de demain. Notre chef partage ses transformations préférées, et les règles d’hygiène à ne pas oublier.',
    categories: ['zero-gaspillage'],
    status: 'live',
    author: 'Julien Mercier, chef de cuisine',
    cover: { items: ['curry-rice', 'pie', 'cheese-wedge'], background: '#f1d3a9' },
    createdAt: '2025-10-07T09:15:00.000Z',
    updatedAt: '2025-10-07T09:15:00.000Z',
    text: `Dans les cuisines professionnelles, rien ne se perd. Les parures de légumes deviennent des fonds, le pain de la veille une chapelure, les restes du service un repas pour l’équipe. À la maison, on peut appliquer la même philosophie : les restes ne sont pas une corvée, mais une base pour cuisiner autre chose.

## Les règles de sécurité d’abord

Avant de parler recettes, quelques principes d’hygiène indispensables :

- **mettez les restes au réfrigérateur rapidement**, dans les deux heures qui suivent la cuisson ;
- **conservez-les dans des boîtes hermétiques** et notez la date ;
- **consommez-les dans les deux à trois jours**, un peu moins pour les plats à base de poisson ;
- **réchauffez-les bien à cœur**, jusqu’à ce qu’ils soient fumants ;
- **ne les réchauffez qu’une seule fois**.

Une attention particulière pour le **riz cuit** : il doit être refroidi et mis au froid rapidement, puis consommé dans les 24 heures. Laissé à température ambiante, il peut favoriser le développement d’une bactérie, *Bacillus cereus*.

## Cuisiner deux fois plus, volontairement

La meilleure façon de gérer les restes, c’est de les prévoir. Cuire le double de riz, de lentilles ou de légumes rôtis ne prend presque pas plus de temps, et offre une base pour le lendemain. C’est ce que les Anglo-Saxons appellent des « restes planifiés », prévus dès les courses.

## Transformer plutôt que réchauffer

Le secret pour ne pas se lasser, c’est de transformer le reste en un plat différent. Quelques idées :

1. **Riz** : un riz sauté à la poêle avec un œuf, des petits pois et de la sauce soja ; des galettes de riz au fromage ; un riz au lait pour le dessert.
2. **Pâtes** : une frittata de pâtes, un gratin, une salade avec des légumes crus et une vinaigrette.
3. **Légumes rôtis** : une quiche, une soupe mixée, une tartine avec du fromage frais, une sauce pour des pâtes.
4. **Poulet rôti** : une salade composée, des wraps, un curry express ; et la carcasse pour un bouillon.
5. **Purée** : un hachis parmentier, des croquettes, des galettes dorées à la poêle.
6. **Légumineuses** : un houmous, des galettes végétales, une soupe.
7. **Fruits trop mûrs** : un crumble, une compote, un smoothie, un banana bread.

## Les « fonds de frigo »

Certaines recettes semblent avoir été inventées pour recycler : la quiche, l’omelette, la soupe, le gratin, le riz sauté, la pizza maison, les pâtes. Il suffit de quelques œufs, d’un peu de fromage et d’une pâte ou d’un féculent pour donner une seconde vie à presque n’importe quel légume.

## S’organiser

Un petit rituel aide beaucoup : un soir par semaine, souvent le jeudi ou le vendredi, on ne cuisine que ce qui reste. Les enfants adorent l’idée du « repas surprise », et le frigo est vidé avant les nouvelles courses.

Avec des box aux quantités justes, les restes sont rares chez nos clients. Mais quand il en reste, c’est souvent parce qu’une recette a plu : on la refait, on la détourne, on la partage. Pour les soirs où vous n’avez vraiment pas de restes, il y a le [menu de la semaine](/menu).`,
  },
  {
    title: 'Comté, tomme, chèvre : le métier d’affineur',
    slug: 'metier-d-affineur-fromager',
    seoTitle: 'Le métier d’affineur de fromages expliqué',
    seoDescription:
      'Caves, retournements, brossages, patience : Bertrand Vuillemin, affineur dans le Jura, nous explique comment un fromage blanc devient un grand fromage.',
    excerpt:
      'Entre la fromagerie et votre assiette, il y a l’affineur. Plongée dans les caves de Bertrand Vuillemin, dans le Jura, où les meules de comté prennent leur temps.',
    categories: ['producteurs'],
    status: 'live',
    author: 'Inès Bouvier, responsable des achats',
    cover: { items: ['cheese-wedge', 'bread', 'grapes', 'pear'], background: '#eddcbd' },
    createdAt: '2025-11-04T08:45:00.000Z',
    updatedAt: '2025-11-10T10:05:00.000Z',
    text: `On pousse une lourde porte de bois, on descend quelques marches, et l’air change. Il fait frais, humide, et une odeur de noisette et de lait cuit emplit les caves. Sur des planches d’épicéa, des centaines de meules de comté s’alignent jusqu’au plafond. Bertrand Vuillemin, affineur dans le Jura depuis plus de vingt-cinq ans, nous fait visiter son royaume.

## Qu’est-ce que l’affinage ?

Un fromage qui sort de la fromagerie est encore jeune, presque sans goût. L’affinage est l’étape pendant laquelle il mûrit, développe sa croûte, sa texture et ses arômes. Selon les fromages, elle dure de quelques jours à plusieurs années.

« Le fromager fait naître le fromage, l’affineur l’élève », résume Bertrand. « Mon travail, c’est de créer les bonnes conditions pour qu’il révèle tout ce qu’il a en lui. »

## Les gestes du métier

Dans les caves, chaque meule reçoit des soins réguliers :

- **le retournement**, pour que le fromage s’affine de façon homogène ;
- **le frottage** à l’eau salée, qui nourrit la croûte et favorise le développement des bons ferments ;
- **le brossage**, pour les fromages à croûte sèche ;
- **le sondage**, qui consiste à prélever une petite carotte de pâte pour juger de son évolution.

La température et l’humidité sont surveillées en permanence. Les caves humides, souvent au-dessus de 90 % d’humidité, conviennent aux pâtes pressées comme le comté ; d’autres, plus sèches, aux tommes ou aux fromages de chèvre.

## Le temps, ingrédient principal

Pour bénéficier de l’appellation d’origine protégée, un comté doit être affiné au moins quatre mois. Mais beaucoup sont affinés bien plus longtemps. « Un comté de douze mois n’a rien à voir avec un comté de vingt-quatre mois », explique Bertrand en nous faisant goûter. Le premier est fruité et fondant, le second plus puissant, avec de petits cristaux qui croquent sous la dent.

Chaque meule est différente : selon la saison de fabrication, l’herbe ou le foin mangé par les vaches, la fruitière d’origine, le goût varie. Le talent de l’affineur consiste à choisir, pour chaque meule, le bon moment pour la mettre en vente.

## Au-delà du comté

Bertrand affine aussi des tommes, des morbiers et quelques fromages de chèvre de petits producteurs voisins. C’est lui qui sélectionne les fromages utilisés dans plusieurs de nos recettes, du gratin de crozets à la tartine de chèvre au miel.

## Bien conserver le fromage à la maison

Les conseils de Bertrand pour prolonger le travail de l’affineur :

1. **Emballez le fromage dans du papier** spécial ou du papier sulfurisé, pas dans un film plastique qui l’empêche de respirer.
2. **Rangez-le dans le bac à légumes**, l’une des zones les moins froides du réfrigérateur, ou dans une boîte à fromages.
3. **Sortez-le une heure avant de le servir** : c’est à température ambiante qu’il exprime ses arômes.
4. **Ne jetez pas les croûtes de pâtes pressées** : elles parfument merveilleusement une soupe ou un bouillon.

Retrouvez les recettes au fromage dans notre [menu de la semaine](/menu), et découvrez les autres portraits de nos producteurs sur le [blog](/blog/page/1).`,
  },
  {
    title: 'Manger végétarien : les nutriments à surveiller',
    slug: 'vegetarien-nutriments-a-surveiller',
    seoTitle: 'Végétarien : fer, B12, oméga-3, les bons réflexes',
    seoDescription:
      'Fer, vitamine B12, oméga-3, calcium, zinc : notre diététicienne explique comment bien équilibrer une alimentation végétarienne sans carence au quotidien.',
    excerpt:
      'Une alimentation végétarienne bien menée couvre tous les besoins, à condition de porter attention à quelques nutriments clés. Le point avec notre diététicienne.',
    categories: ['nutrition'],
    status: 'live',
    author: 'Camille Laurent, diététicienne',
    cover: { items: ['broccoli', 'egg', 'beans', 'peanuts'], background: '#f0e0c2' },
    createdAt: '2026-01-13T09:00:00.000Z',
    updatedAt: '2026-01-13T09:00:00.000Z',
    text: `De plus en plus de Français réduisent leur consommation de viande, ou la suppriment totalement. Une alimentation végétarienne variée et bien composée peut couvrir l’ensemble des besoins nutritionnels. Quelques nutriments demandent toutefois une attention particulière. Faisons le point, sans alarmisme.

## Le fer

Le fer est indispensable au transport de l’oxygène dans le sang. On le trouve sous deux formes : le fer **héminique**, dans la viande et le poisson, bien absorbé, et le fer **non héminique**, dans les végétaux, moins bien absorbé.

Les bonnes sources végétales sont les légumineuses (lentilles, pois chiches, haricots), le tofu, les graines de courge, les céréales complètes et certains légumes verts. Deux réflexes améliorent son absorption :

- **associer une source de vitamine C** au même repas : un filet de citron, des crudités, un agrume, des poivrons ;
- **éloigner le thé et le café des repas**, car ils réduisent l’absorption du fer.

## La vitamine B12

C’est le point le plus important. La vitamine B12 se trouve presque exclusivement dans les produits animaux. Les personnes végétariennes qui consomment des œufs et des produits laitiers en reçoivent, mais parfois en quantité limitée. Les personnes végétaliennes, elles, doivent impérativement se supplémenter. En cas de doute, un dosage sanguin prescrit par votre médecin permet de vérifier votre statut.

## Les oméga-3

Les oméga-3 à longue chaîne sont surtout apportés par les poissons gras. Les végétariens peuvent compter sur l’acide alpha-linolénique, leur précurseur, présent dans :

- l’huile de colza et l’huile de noix, à utiliser en assaisonnement ;
- les noix ;
- les graines de lin moulues et les graines de chia.

Une cuillère à soupe d’huile de colza chaque jour dans la vinaigrette est un geste simple et efficace.

## Le calcium

Pour les végétariens qui consomment des produits laitiers, le calcium pose rarement problème. Sans produits laitiers, il faut le chercher ailleurs : certaines eaux minérales riches en calcium, le tofu, les amandes, les choux, les légumineuses et les boissons végétales enrichies.

## Le zinc et l’iode

Le **zinc** se trouve dans les légumineuses, les céréales complètes, les oléagineux et les graines. Le trempage et la germination améliorent sa disponibilité. Quant à l’**iode**, il est apporté par le sel iodé, les produits laitiers et les œufs : utilisez de préférence du sel iodé, avec modération.

## Et les protéines ?

Contrairement à une idée répandue, ce n’est généralement pas le point faible d’une alimentation végétarienne variée. Les légumineuses, les œufs, les produits laitiers, le tofu et les céréales en apportent largement. Nous y avons consacré un article complet sur le [blog](/blog/page/1).

## En résumé

1. Des légumineuses plusieurs fois par semaine.
2. Une source de vitamine C aux repas.
3. De l’huile de colza ou de noix chaque jour.
4. Une attention particulière à la vitamine B12.
5. Un avis médical en cas de grossesse, pour les enfants et les personnes âgées.

Nos recettes végétariennes sont élaborées avec notre équipe nutrition pour être complètes et rassasiantes. Découvrez-les dans notre [sélection végétarienne](/recettes/vegetarien/page/1).`,
  },
  {
    title: 'Clémentines, oranges, citrons : le guide des agrumes d’hiver',
    slug: 'agrumes-d-hiver-guide',
    seoTitle: 'Agrumes d’hiver : choisir, conserver, cuisiner',
    seoDescription:
      'Clémentine de Corse, orange sanguine, citron, pomelo, kumquat : comment choisir, conserver et cuisiner les agrumes d’hiver, en sucré comme en salé.',
    excerpt:
      'Quand le potager français se met en sommeil, les agrumes prennent le relais. Petit guide pour les choisir, les conserver et les cuisiner autrement.',
    categories: ['recettes-de-saison'],
    status: 'live',
    author: 'Margaux Petit, journaliste culinaire',
    cover: { items: ['tangerine', 'lemon', 'kiwi-fruit'], background: '#f7d9a6' },
    createdAt: '2026-02-03T08:30:00.000Z',
    updatedAt: '2026-02-05T11:15:00.000Z',
    text: `Au cœur de l’hiver, les agrumes apportent de la couleur, de l’acidité et du peps à des repas souvent plus riches. Ils sont à leur meilleur de novembre à mars, précisément quand le potager se fait plus discret. S’ils viennent pour la plupart du pourtour méditerranéen, la France en produit aussi, notamment en Corse.

## Les principaux agrumes de saison

- **La clémentine** : la clémentine de Corse, protégée par une indication géographique, se reconnaît à ses feuilles vertes encore attachées. Elle est cueillie à maturité et n’est pas traitée après récolte.
- **L’orange** : les navels, sans pépins, sont parfaites à croquer ; les oranges à jus sont plus juteuses ; les sanguines, à la chair rubis, ont une saison courte, de janvier à mars.
- **Le citron** : disponible toute l’année, mais particulièrement bon en hiver. Le citron de Menton, très parfumé, fait la fierté de la Côte d’Azur.
- **Le pomelo**, souvent appelé pamplemousse, à la chair rose ou jaune, légèrement amère.
- **Le kumquat** : minuscule, il se mange entier, avec la peau, sucrée, tandis que la chair est acidulée.
- **La bergamote** et le **cédrat**, plus rares, utilisés surtout pour leurs zestes très aromatiques.

## Bien les choisir

Un bon agrume est lourd pour sa taille, signe qu’il est juteux. Sa peau doit être ferme, brillante, sans taches molles. Pour utiliser le zeste, choisissez impérativement des fruits bio ou « non traités après récolte » : les agrumes conventionnels reçoivent souvent un traitement de surface pour leur conservation.

## Les conserver

Les agrumes se gardent une semaine à température ambiante, dans une coupe aérée. Au réfrigérateur, dans le bac à légumes, ils tiennent deux à trois semaines. Un conseil : sortez-les une heure avant de les presser, ils donneront plus de jus. Les rouler sous la paume sur le plan de travail aide aussi à libérer le jus.

## Cuisiner les agrumes en salé

On pense d’abord au dessert, mais les agrumes brillent aussi dans les plats salés :

1. **En vinaigrette** : un jus d’orange, un peu de moutarde et d’huile d’olive, parfait sur une salade d’endives ou de betteraves.
2. **Avec le poisson** : un filet de cabillaud rôti au four avec des rondelles de citron et de fenouil.
3. **Avec la volaille** : un poulet rôti aux clémentines et au miel, les quartiers caramélisant dans le jus.
4. **En salade** : des suprêmes d’orange avec de l’avocat, de l’oignon rouge et des olives noires.
5. **En citron confit** : indispensable dans un tajine ou un couscous.

## En sucré

- Une salade d’oranges à la cannelle et à la fleur d’oranger.
- Une tarte au citron meringuée.
- Des écorces confites enrobées de chocolat.
- Un gâteau moelleux à la clémentine entière, mixée avec sa peau.

## La technique des suprêmes

Pour obtenir de beaux segments sans peau, coupez les deux extrémités de l’orange, posez-la sur la planche, puis retirez la peau et la membrane blanche en suivant la courbe du fruit avec un couteau bien aiguisé. Glissez ensuite la lame de part et d’autre de chaque membrane pour libérer les quartiers. Pressez ce qui reste : le jus servira pour la vinaigrette.

Retrouvez les agrumes dans les recettes d’hiver de notre [menu de la semaine](/menu), et nos autres calendriers de saison sur le [blog](/blog/page/1).`,
  },
  {
    title: 'Du blé au pain : chez un paysan-boulanger de Beauce',
    slug: 'paysan-boulanger-beauce',
    seoTitle: 'Portrait : un paysan-boulanger en Beauce',
    seoDescription:
      'Blés anciens, meule de pierre, levain naturel et four à bois : rencontre avec Benoît Laval, paysan-boulanger en Eure-et-Loir qui cultive le blé de son pain.',
    excerpt:
      'Benoît Laval cultive son blé, le moud sur une meule de pierre et le cuit au feu de bois. Nous avons passé une journée dans son fournil, en pleine Beauce.',
    categories: ['producteurs'],
    status: 'live',
    author: 'Inès Bouvier, responsable des achats',
    cover: { items: ['bread', 'sheaf-of-rice', 'croissant'], background: '#efd6ac' },
    createdAt: '2026-03-10T06:40:00.000Z',
    updatedAt: '2026-03-10T06:40:00.000Z',
    text: `La Beauce, on l’imagine comme une mer de blé à perte de vue, cultivée à grande échelle. Au milieu de ces plaines, en Eure-et-Loir, Benoît Laval a choisi une autre voie : il fait pousser son blé, le moud lui-même et en fait du pain. Un métier qui porte un joli nom, celui de paysan-boulanger.

## Revenir à des blés anciens

Sur ses quelques dizaines d’hectares cultivés en agriculture biologique, Benoît sème des variétés de blé dites « population » : des mélanges de variétés anciennes, plus hautes, plus rustiques et génétiquement diverses. Elles produisent moins que les variétés modernes, mais s’adaptent mieux aux variations du climat et donnent, selon lui, des farines bien plus savoureuses.

« Chaque année, je ressème une partie de ma récolte. Les blés s’adaptent petit à petit à ma terre. C’est une sélection lente, presque invisible, mais elle est là. »

## La meule de pierre

Dans un petit bâtiment à côté de la ferme, un moulin à meule de pierre tourne lentement. Contrairement aux moulins industriels à cylindres, la meule écrase le grain entier, germe compris. La farine obtenue est plus riche en fibres, en minéraux et en goût.

Benoît produit surtout des farines semi-complètes. En France, les farines sont classées par « type », selon leur taux de minéraux :

- **T45 et T55** : farines blanches, pour la pâtisserie et la baguette ;
- **T65** : farine blanche plus riche, pour les pains de campagne ;
- **T80** : farine bise ;
- **T110** : farine semi-complète ;
- **T150** : farine complète, avec l’essentiel du son.

## Le levain, un ingrédient vivant

Pas de levure industrielle dans le fournil de Benoît. Son pain lève grâce au levain, un mélange de farine et d’eau dans lequel vivent des levures et des bactéries naturelles. Il le « rafraîchit » chaque jour en lui donnant de la farine et de l’eau.

La fermentation au levain est longue, souvent plus de douze heures. Elle développe des arômes complexes, une légère acidité et une croûte épaisse. Elle améliore aussi la conservation : un pain au levain se garde plusieurs jours.

## Le feu de bois

Trois fois par semaine, Benoît chauffe son four à bois dès quatre heures du matin. Quand la sole a atteint la bonne température, il retire les braises et enfourne ses pains à la pelle. Une fournée à la fois, une cinquantaine de pains.

## Ce que nous avons appris

Le pain de Benoît n’est pas présent dans toutes nos box, sa production étant volontairement limitée. Mais il a inspiré notre façon de choisir le pain qui accompagne certaines recettes : des farines françaises, du levain, et des boulangers qui prennent leur temps.

Avant de partir, il nous a confié son secret pour garder le pain : « Un torchon, jamais de sac plastique, et surtout pas le frigo. » Un conseil que nous avions déjà partagé dans notre article sur le pain rassis.

Découvrez les autres producteurs de Potimarron sur le [blog](/blog/page/1), et [comment nous sélectionnons nos ingrédients](/comment-ca-marche).`,
  },
  {
    title: 'Faire aimer les légumes aux enfants : les conseils qui marchent',
    slug: 'faire-aimer-les-legumes-aux-enfants',
    seoTitle: 'Faire aimer les légumes aux enfants : nos conseils',
    seoDescription:
      'Exposition répétée, participation en cuisine, présentation ludique : notre diététicienne partage ses conseils pour aider les enfants à aimer les légumes.',
    excerpt:
      'Le refus des légumes est une étape normale du développement de l’enfant. Avec de la patience et quelques astuces, il se dépasse très bien.',
    categories: ['nutrition'],
    status: 'live',
    author: 'Camille Laurent, diététicienne',
    cover: {
      items: ['cucumber', 'carrot', 'tomato', 'green-apple'],
      background: '#f6e2c0',
    },
    createdAt: '2026-04-14T08:00:00.000Z',
    updatedAt: '2026-04-20T07:35:00.000Z',
    text: `« Il ne mange aucun légume ! » C’est l’une des inquiétudes que j’entends le plus souvent chez les parents. Rassurez-vous : entre deux et six ans, la plupart des enfants traversent une phase de néophobie alimentaire, une méfiance naturelle envers les aliments nouveaux ou peu familiers. Elle est normale, et elle passe, surtout si on l’accompagne sans pression.

## Comprendre la néophobie

La néophobie alimentaire est un réflexe de prudence hérité de l’évolution : se méfier de ce qu’on ne connaît pas protégeait nos ancêtres des plantes toxiques. Les légumes, souvent amers ou verts, en font particulièrement les frais. Ce refus n’est pas un caprice et ne doit pas devenir un bras de fer.

## La clé : l’exposition répétée

Les études montrent qu’un enfant a souvent besoin de goûter un aliment à de nombreuses reprises, parfois huit à quinze fois, avant de l’accepter. Autrement dit, ce n’est pas parce qu’il a refusé les brocolis trois fois qu’il ne les aimera jamais.

Proposez régulièrement le légume, sous différentes formes, sans insister. Une petite quantité dans l’assiette suffit. S’il y goûte, tant mieux ; sinon, ce sera pour la prochaine fois.

## Les faire participer

Les enfants goûtent plus volontiers ce qu’ils ont contribué à préparer. Selon leur âge, ils peuvent :

- laver les légumes et les fruits ;
- écosser les petits pois ou effeuiller les herbes ;
- mélanger une salade ou une pâte ;
- tailler des légumes tendres avec un couteau adapté, sous surveillance ;
- choisir un légume au marché ou dans la box de la semaine.

Un petit potager, même sur un balcon, avec des radis ou des tomates cerises, fait aussi des merveilles.

## Jouer sur la présentation

Sans tomber dans l’assiette « œuvre d’art » chaque soir, quelques astuces aident :

1. **Varier les textures** : certains enfants refusent une purée mais adorent les bâtonnets croquants, ou inversement.
2. **Proposer une sauce** : un dip au fromage blanc, un houmous ou une sauce au yaourt rend les crudités plus attrayantes.
3. **Rôtir les légumes** : la cuisson au four les rend plus sucrés, donc plus faciles à aimer.
4. **Servir les légumes séparément**, pour que l’enfant puisse les identifier.
5. **Les nommer de façon amusante** : « les arbres » pour les brocolis, « les soleils » pour les rondelles de carotte.

## L’exemple, avant tout

Les enfants imitent les adultes. Si les parents mangent et apprécient les légumes, l’enfant finira par les considérer comme normaux. Les repas en famille, sans écran, où chacun goûte et commente, sont le meilleur terrain d’apprentissage.

## Ce qu’il vaut mieux éviter

- **Forcer ou punir** : cela associe le légume à une expérience négative.
- **Récompenser avec le dessert** : cela renforce l’idée que le légume est une corvée et le dessert une récompense.
- **Cacher systématiquement les légumes** : ponctuellement, c’est pratique, mais l’enfant doit aussi apprendre à les reconnaître.

Dans nos box, de nombreuses recettes sont pensées pour toute la famille, avec des saveurs douces et des légumes bien présents. Découvrez-les dans le [menu de la semaine](/menu), et laissez vos enfants choisir la prochaine.`,
  },
  {
    title: 'Pourquoi une box recettes peut réduire le gaspillage',
    slug: 'panier-recette-et-gaspillage',
    seoTitle: 'Box recettes et gaspillage alimentaire',
    seoDescription:
      'Quantités justes, menus planifiés, approvisionnement à la commande : comment une box recettes aide à réduire le gaspillage, à la maison et en amont.',
    excerpt:
      'Acheter juste, cuisiner tout, planifier ses repas : une box recettes agit sur plusieurs causes du gaspillage. Explications, avec nos limites aussi.',
    categories: ['zero-gaspillage'],
    status: 'live',
    author: 'Margaux Petit, journaliste culinaire',
    cover: {
      items: ['green-salad', 'tomato', 'onion', 'mushroom'],
      background: '#eedcbe',
    },
    createdAt: '2026-06-09T09:20:00.000Z',
    updatedAt: '2026-06-15T08:45:00.000Z',
    text: `Le gaspillage alimentaire a de multiples causes : des courses trop abondantes, des repas mal planifiés, des restes oubliés, des dates de consommation mal comprises. Une box recettes n’est pas une solution miracle, mais elle agit sur plusieurs de ces causes à la fois. Voici comment, et où sont ses limites.

## Acheter la bonne quantité

Au supermarché, les produits sont vendus dans des formats standards : une botte entière de coriandre quand la recette en demande trois brins, un pot de crème de 20 cl pour deux cuillères, un sachet de 500 g de lentilles pour une salade. Le reste finit souvent oublié au fond du frigo ou du placard.

Dans une box, chaque ingrédient est dosé pour la recette et le nombre de convives. Pas de demi-poireau qui fane, pas de sauce entamée qui moisit. C’est le premier levier, et le plus visible.

## Planifier ses repas

Une autre cause majeure de gaspillage, c’est l’absence de plan. On achète « au cas où », on change d’avis, on commande à emporter le soir où l’on devait cuisiner le poisson, qui finit à la poubelle. Avec une box, les repas de la semaine sont décidés à l’avance. Vous savez ce que vous allez cuisiner, et dans quel ordre.

Un conseil : cuisinez en premier les recettes à base de poisson ou de feuilles fragiles, et gardez pour la fin de semaine celles qui utilisent des légumes racines ou des courges.

## Un approvisionnement au plus près de la demande

Le gaspillage ne se limite pas aux foyers : une partie importante se produit en amont, dans les champs, les entrepôts et les magasins. Un commerce classique doit anticiper ce que ses clients achèteront, avec le risque de se retrouver avec des invendus.

Chez Potimarron, les clients choisissent leurs recettes à l’avance, avant la date limite de modification de chaque semaine. Nous commandons donc à nos producteurs ce qui sera réellement cuisiné. Nos partenaires, comme les maraîchers de la Ferme du Bois Joli, récoltent au plus près de la commande.

## Des recettes qui utilisent tout

Nos chefs conçoivent les menus de la semaine pour valoriser les produits entiers : un chou-fleur dont on utilise aussi les feuilles, des fanes transformées en pesto, des légumes cuisinés avec leur peau quand elle est comestible. Avec 90 % d’ingrédients français, nous réduisons aussi les distances parcourues.

## Les limites, en toute transparence

Une box, ce sont aussi des emballages. Nous travaillons à les réduire et à privilégier des matériaux recyclables, mais le sujet reste un chantier permanent. La livraison a également un impact : à Paris, nous livrons en vélo cargo ; ailleurs en France, nous travaillons avec des transporteurs.

Enfin, une box ne supprime pas tout gaspillage : un imprévu, un dîner annulé, et une recette peut rester dans le frigo. C’est pour cela que l’abonnement est sans engagement : vous pouvez mettre en pause, modifier ou annuler à tout moment, et sauter une semaine de vacances en quelques clics.

## En pratique

- Choisissez le nombre de recettes qui correspond vraiment à votre semaine.
- Rangez les ingrédients dès réception, en suivant nos conseils de conservation.
- Pensez à mettre votre abonnement en pause avant de partir.

Découvrez [comment fonctionne l’abonnement](/comment-ca-marche) et nos zones de [livraison](/livraison).`,
  },
  {
    title: 'Réussir la cuisson des pâtes, comme en Italie',
    slug: 'reussir-la-cuisson-des-pates',
    seoTitle: 'Cuisson des pâtes : les règles d’un chef',
    seoDescription:
      'Quantité d’eau, sel, cuisson al dente, eau de cuisson, liaison à la poêle : les règles simples d’un chef pour réussir vos pâtes à tous les coups.',
    excerpt:
      'Cuire des pâtes paraît simple, et pourtant quelques détails font toute la différence. Les règles d’or de notre chef, de l’eau à l’assiette.',
    categories: ['astuces-de-cuisine'],
    status: 'live',
    author: 'Julien Mercier, chef de cuisine',
    cover: {
      items: ['spaghetti', 'tomato', 'garlic', 'herb'],
      background: '#f3d8b4',
    },
    createdAt: '2026-09-22T10:30:00.000Z',
    updatedAt: '2026-10-01T09:10:00.000Z',
    text: `Les pâtes sont probablement le plat le plus cuisiné en France les soirs de semaine. Rapides, économiques, aimées de tous, elles semblent impossibles à rater. Et pourtant, entre des pâtes collantes noyées sous la sauce et une assiette de pâtes parfaitement liées, il y a un monde. Bonne nouvelle : la différence tient à quelques gestes.

## La règle du 1-10-100

Les Italiens la connaissent par cœur : **1 litre d’eau, 10 g de sel, 100 g de pâtes**. Beaucoup d’eau permet aux pâtes de cuire librement, sans coller, et limite la chute de température quand on les plonge. Le sel, lui, assaisonne les pâtes de l’intérieur : c’est le seul moment où elles peuvent l’absorber.

Si vous surveillez votre consommation de sel, vous pouvez réduire cette dose, mais ne la supprimez pas complètement : des pâtes cuites sans sel sont fades, quelle que soit la sauce.

## Les erreurs à éviter

- **Ajouter de l’huile dans l’eau** : elle flotte à la surface et n’empêche pas les pâtes de coller. En revanche, elle les enrobe et empêche la sauce d’adhérer.
- **Plonger les pâtes avant l’ébullition** : l’eau doit bouillir franchement.
- **Oublier de remuer** : mélangez bien pendant la première minute, c’est à ce moment que les pâtes collent.
- **Rincer les pâtes** : cela retire l’amidon de surface, précieux pour lier la sauce. Seule exception : les salades de pâtes.

## Al dente, vraiment

Une pâte al dente offre une légère résistance sous la dent, sans être crue à cœur. Goûtez une ou deux minutes avant le temps indiqué sur le paquet. Les pâtes continueront de cuire légèrement dans la sauce. Au-delà du plaisir en bouche, une cuisson al dente a un intérêt nutritionnel : l’amidon est digéré plus lentement, ce qui limite les pics de glycémie.

## L’eau de cuisson, l’ingrédient secret

Avant d’égoutter, prélevez une louche d’eau de cuisson. Chargée en amidon et en sel, elle permet de lier la sauce et de la rendre crémeuse, sans ajouter de crème. C’est le secret des carbonara et des cacio e pepe réussies.

## Finir à la poêle

Voici le geste qui change tout : égouttez les pâtes une minute avant la fin de cuisson, puis versez-les directement dans la poêle contenant la sauce. Ajoutez un peu d’eau de cuisson et mélangez vivement sur feu moyen pendant une minute. L’amidon émulsionne la sauce, qui enrobe chaque pâte. Les Italiens appellent cette étape la *mantecatura*.

## Choisir ses pâtes

1. **Les pâtes tréfilées au bronze** ont une surface rugueuse qui accroche mieux la sauce. On les reconnaît à leur aspect mat et légèrement farineux.
2. **Les formes** ont leur logique : les pâtes longues pour les sauces fluides à l’huile, les pâtes courtes et creuses pour les sauces épaisses et les morceaux.
3. **Les pâtes fraîches** cuisent en deux ou trois minutes et conviennent aux sauces délicates, au beurre ou à la crème.
4. **Les pâtes complètes**, plus riches en fibres, ont un goût plus prononcé qui se marie bien avec les légumes.

## Trois sauces en dix minutes

- Ail, huile d’olive, piment et persil : l’aglio e olio, le plus simple des classiques.
- Tomates cerises éclatées à la poêle avec du basilic.
- Courgettes râpées, citron, parmesan et menthe.

Nos recettes de pâtes font partie des plus appréciées, et la plupart se préparent en 20 minutes. Retrouvez-les parmi nos [recettes rapides](/recettes/rapide/page/1).`,
  },
  {
    title: 'Retrouvez Potimarron au Salon international de l’agriculture 2025',
    slug: 'salon-international-de-l-agriculture-2025',
    seoTitle: 'Potimarron au Salon de l’agriculture 2025',
    seoDescription:
      'Du 22 février au 2 mars 2025, retrouvez l’équipe Potimarron et nos producteurs partenaires au Salon international de l’agriculture, Porte de Versailles.',
    excerpt:
      'Pour la première fois, Potimarron s’installe au Salon international de l’agriculture, avec plusieurs de nos producteurs partenaires.',
    categories: ['evenements'],
    status: 'archived',
    author: 'Margaux Petit, journaliste culinaire',
    cover: {
      items: ['cut-of-meat', 'cheese-wedge', 'baguette-bread'],
      background: '#ecd0a4',
    },
    createdAt: '2025-02-10T09:00:00.000Z',
    updatedAt: '2025-03-10T14:30:00.000Z',
    text: `Du 22 février au 2 mars 2025, le Salon international de l’agriculture ouvre ses portes à Paris Expo, Porte de Versailles. Cette année, Potimarron y sera présent pour la première fois, aux côtés de plusieurs producteurs qui fournissent nos box au quotidien.

## Au programme sur notre stand

- **Des dégustations** de recettes de saison préparées en direct par Julien Mercier, notre chef, en 30 minutes chrono.
- **Des rencontres** avec nos producteurs : les maraîchers de la Ferme du Bois Joli, venus de la Sarthe, et Thomas Rieu, apiculteur dans les Cévennes, avec ses miels.
- **Des ateliers** pour les enfants autour des légumes de saison, chaque après-midi.
- **Une session de questions-réponses** quotidienne avec Camille Laurent, notre diététicienne, sur l’alimentation bio et équilibrée.

## Pourquoi venir ?

Le Salon est l’occasion de rencontrer celles et ceux qui cultivent, élèvent et préparent ce que vous mangez. Pour nous, c’est aussi un moment pour échanger avec nos clients et recueillir vos idées pour les menus à venir.

Les clients Potimarron de passage sur le stand recevront un petit cadeau de nos producteurs, dans la limite des stocks disponibles.

Nous avons hâte de vous y retrouver. Pour toute question, notre service client est joignable du lundi au samedi, de 8 h à 20 h, au 01 84 80 12 34.`,
  },
  {
    title: 'La fête des producteurs Potimarron : rendez-vous en décembre',
    slug: 'fete-des-producteurs-potimarron-2026',
    seoTitle: 'La fête des producteurs Potimarron 2026',
    seoDescription:
      'Marché de producteurs, ateliers de cuisine et dégustations : les clients Potimarron sont invités à rencontrer nos producteurs à Paris en décembre 2026.',
    excerpt:
      'Pour finir l’année, nous invitons nos clients à rencontrer nos producteurs autour d’un grand marché de saison à Paris.',
    categories: ['evenements'],
    status: 'draft',
    author: 'Inès Bouvier, responsable des achats',
    cover: { items: ['grapes', 'red-apple', 'pie'], background: '#f0d2b0' },
    createdAt: '2026-10-20T13:00:00.000Z',
    updatedAt: '2026-11-12T16:20:00.000Z',
    text: `Depuis nos débuts, nous racontons sur ce blog l’histoire des producteurs qui remplissent nos box. Cette année, nous avons envie de vous les faire rencontrer pour de vrai. Nous organisons la première fête des producteurs Potimarron, un samedi de décembre, à Paris.

## Ce que nous préparons

- **Un marché de saison** avec une dizaine de producteurs partenaires : légumes, fromages, miel, pain au levain.
- **Des ateliers de cuisine** animés par nos chefs, autour des légumes d’hiver et des menus de fêtes.
- **Un coin enfants**, avec des activités de dégustation à l’aveugle.
- **Une table ronde** sur l’alimentation bio et de saison, avec notre diététicienne et nos producteurs.

## Informations pratiques

La date, le lieu et les modalités d’inscription seront précisés très prochainement. L’entrée sera gratuite pour les abonnés Potimarron, sur inscription, dans la limite des places disponibles.

À confirmer avant publication : liste définitive des producteurs présents, horaires, accessibilité du lieu, partenariat avec l’association de quartier.

Les membres du [club](/le-club) recevront l’invitation en avant-première.`,
  },
  {
    title: 'Un menu de Noël de saison, prêt en 30 minutes par plat',
    slug: 'menu-de-noel-de-saison',
    seoTitle: 'Menu de Noël de saison : entrée, plat, dessert',
    seoDescription:
      'Velouté de châtaignes, volaille aux clémentines, bûche poire-chocolat : un menu de Noël de saison, élégant et simple, prêt en 30 minutes par plat.',
    excerpt:
      'Un repas de fête sans passer la journée en cuisine : notre chef a composé un menu de Noël de saison, prêt en 30 minutes par plat.',
    categories: ['recettes-de-saison'],
    status: 'draft',
    author: 'Julien Mercier, chef de cuisine',
    cover: { items: ['chestnut', 'poultry-leg', 'tangerine', 'mushroom'], background: '#f2d4b6' },
    createdAt: '2026-11-03T10:00:00.000Z',
    updatedAt: '2026-11-15T08:30:00.000Z',
    text: `Noël est la période de l’année où l’on cuisine le plus, et parfois celle où l’on profite le moins de ses invités. Cette année, notre chef a relevé un défi : composer un menu de fête de saison, avec des produits français, dont chaque plat se prépare en 30 minutes ou moins.

## L’entrée : velouté de châtaignes et champignons

Un velouté onctueux, relevé d’un trait de crème et de quelques champignons poêlés au persil. Il peut se préparer la veille et se réchauffer au dernier moment.

## Le plat : volaille fermière aux clémentines et au miel

Des suprêmes de volaille rôtis, laqués au miel de châtaignier et aux clémentines de Corse, servis avec une purée de céleri-rave. Le jus de cuisson, déglacé au jus d’agrumes, fait une sauce express.

## Le dessert : bûche poire et chocolat sans cuisson

Une bûche montée sur un biscuit croustillant au praliné, avec une mousse au chocolat noir et des dés de poires pochées. Aucun passage au four, seulement du temps au frais.

## Notre rétroplanning

- **La veille** : préparer le velouté et la bûche.
- **Le jour J** : cuire la volaille et la purée pendant l’apéritif.

À compléter : quantités pour 6 et 8 convives, accords mets et vins, variante végétarienne du plat, photos.`,
  },
  {
    title: 'Notre box barbecue de l’été 2024 est arrivée',
    slug: 'box-barbecue-ete-2024',
    seoTitle: 'La box barbecue Potimarron de l’été 2024',
    seoDescription:
      'Brochettes marinées, légumes grillés, sauces maison : découvrez la box barbecue Potimarron, disponible en édition limitée pendant tout l’été 2024.',
    excerpt:
      'Pour l’été 2024, Potimarron lance une box spéciale barbecue en édition limitée, avec trois recettes à griller et leurs sauces maison.',
    categories: ['recettes-de-saison'],
    status: 'archived',
    author: 'Margaux Petit, journaliste culinaire',
    cover: {
      items: ['meat-on-bone', 'ear-of-corn', 'bell-pepper', 'watermelon'],
      background: '#f4cfa0',
    },
    createdAt: '2024-06-04T08:00:00.000Z',
    updatedAt: '2024-09-30T17:00:00.000Z',
    text: `L’été est là, les barbecues ressortent des garages, et nous avons préparé quelque chose de spécial. Pendant tout l’été 2024, une box barbecue en édition limitée rejoint notre menu.

## Ce qu’elle contient

Trois recettes pensées pour la grille ou la plancha :

- **des brochettes de volaille** marinées au citron et au thym, avec une sauce au yaourt et aux herbes ;
- **des épis de maïs grillés** au beurre pimenté, accompagnés de poivrons rôtis ;
- **des brochettes de halloumi et de légumes d’été**, pour une version végétarienne.

En dessert, une salade de pastèque à la menthe et au citron vert.

## Comment la commander ?

La box barbecue s’ajoute à votre commande comme n’importe quelle recette du menu, avant la date limite de modification de la semaine. Elle reste disponible jusqu’à la fin du mois d’août.

Mise à jour du 30 septembre 2024 : l’édition limitée est terminée. Merci pour votre enthousiasme ! Les recettes de grillades reviendront dans le [menu](/menu) dès les beaux jours.`,
  },
  {
    title: 'Glucides et index glycémique : faut-il vraiment s’en méfier ?',
    slug: 'glucides-et-index-glycemique',
    seoTitle: 'Glucides et index glycémique : le vrai du faux',
    seoDescription:
      'Sucres rapides, sucres lents, index glycémique : notre diététicienne démêle les idées reçues sur les glucides et explique comment les choisir au quotidien.',
    excerpt:
      'Les glucides ont mauvaise presse, alors qu’ils sont notre principale source d’énergie. Tout est question de choix et d’équilibre.',
    categories: ['nutrition'],
    status: 'draft',
    author: 'Camille Laurent, diététicienne',
    cover: {
      items: ['sheaf-of-rice', 'potato', 'beans', 'banana'],
      background: '#efddbe',
    },
    createdAt: '2026-08-25T09:40:00.000Z',
    updatedAt: '2026-10-02T15:10:00.000Z',
    text: `Régimes pauvres en glucides, chasse au sucre, pain banni des assiettes : les glucides sont devenus les mal-aimés de la nutrition. Pourtant, ils restent la principale source d’énergie de notre organisme, et notamment de notre cerveau. Plutôt que de les supprimer, il s’agit de bien les choisir.

## Sucres « lents » et « rapides » : une distinction dépassée

On a longtemps classé les glucides selon leur structure chimique : les sucres simples seraient « rapides », les glucides complexes « lents ». En réalité, la vitesse à laquelle un aliment fait monter la glycémie dépend de nombreux facteurs. C’est ce que mesure l’index glycémique.

## Ce qui influence l’index glycémique

- **La richesse en fibres** : plus un aliment en contient, plus la glycémie monte lentement.
- **La cuisson** : des pâtes al dente ont un index plus bas que des pâtes trop cuites.
- **La transformation** : une purée en flocons fait monter la glycémie plus vite qu’une pomme de terre entière.
- **Le repas dans son ensemble** : associer des protéines, des légumes et un peu de matières grasses ralentit l’absorption.

## En pratique

1. Privilégier les céréales complètes et les légumineuses.
2. Garder les fruits entiers plutôt qu’en jus.
3. Associer toujours les féculents à des légumes.

À compléter : tableau d’index glycémiques, charge glycémique, encadré sur le diabète, relecture médicale.`,
  },
];
