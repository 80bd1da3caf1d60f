import type { SeedReview } from '../types.ts';

// Customer reviews as they were left on the site, in the order they were moderated.

export const reviews: SeedReview[] = [
  {
    rate: 5,
    title: 'Fini le casse-tête du soir',
    content:
      'Abonnée depuis trois mois avec une box 4 personnes et 3 recettes. Je ne me demande plus « qu’est-ce qu’on mange ce soir ? » et les enfants participent à la cuisine. Mention spéciale au gratin de gnocchis aux épinards, réclamé toutes les semaines.',
    author: 'Sophie M.',
    city: 'Nantes',
    publishDate: '2024-02-11',
    verified: true,
  },
  {
    rate: 5,
    title: 'Livraison à vélo impeccable',
    content:
      'Livré par un coursier à vélo cargo jusqu’au cinquième étage sans ascenseur, avec le sourire. Les produits étaient bien frais, les recettes claires. Rien à redire.',
    author: 'Karim B.',
    city: 'Paris',
    publishDate: '2024-03-05',
    verified: true,
  },
  {
    rate: 4,
    title: 'Très bon, portions un peu justes',
    content:
      'Les recettes sont vraiment bonnes et variées, on découvre des épices qu’on n’aurait jamais achetées. Seul bémol : pour mon conjoint qui fait du sport, les portions de féculents sont un peu justes. On rajoute du riz et ça passe.',
    author: 'Claire D.',
    city: 'Rennes',
    publishDate: '2024-01-23',
    verified: true,
  },
  {
    rate: 5,
    title: 'Le curry de pois chiches, une tuerie',
    content:
      'Le curry de pois chiches au lait de coco est devenu un classique chez nous. Prêt en 25 minutes chrono. Merci !',
    author: 'Julien R.',
    city: 'Lyon',
    publishDate: '2024-04-17',
    verified: true,
  },
  {
    rate: 3,
    title: 'Bien mais pas pour tous les soirs',
    content:
      'Les recettes sont bonnes mais le « 30 minutes » est optimiste quand on ne sait pas émincer vite. Pour moi c’est plutôt 40 minutes, vaisselle comprise. Je garde l’abonnement une semaine sur deux.',
    author: 'Nathalie P.',
    city: 'Dijon',
    publishDate: '2024-05-02',
    verified: true,
  },
  {
    rate: 5,
    title: 'Parfait pour les jeunes parents',
    content:
      'Avec un bébé de quatre mois, faire les courses était devenu mission impossible. La box arrive le mardi, on cuisine à tour de rôle pendant les siestes, et on mange enfin des légumes. Les recettes express en 20 minutes nous sauvent la vie.',
    author: 'Émilie L.',
    city: 'Bordeaux',
    publishDate: '2024-06-09',
    verified: true,
  },
  {
    rate: 5,
    title: 'Top',
    content: 'Tout est frais, bien dosé, et les fiches sont super claires. Je recommande.',
    author: 'Thomas G.',
    city: 'Lille',
    publishDate: '2024-03-28',
    verified: false,
  },
  {
    rate: 5,
    title: 'Des produits de qualité',
    content:
      'On sent la différence avec les légumes du supermarché : les carottes ont du goût, le poulet est fermier. J’aime beaucoup voir le nom des producteurs sur les fiches, ça donne envie de les soutenir.',
    author: 'Marie-Hélène F.',
    city: 'Tours',
    publishDate: '2024-07-14',
    verified: true,
  },
  {
    rate: 2,
    title: 'Ingrédient manquant deux fois',
    content:
      'Deux fois en un mois, il manquait un ingrédient : la crème fraîche pour les tagliatelles puis le citron vert pour le poisson. Le service client m’a remboursé sans discuter, mais quand on compte sur la box pour le dîner, c’est vraiment agaçant.',
    author: 'Antoine V.',
    city: 'Grenoble',
    publishDate: '2024-08-21',
    verified: true,
  },
  {
    rate: 5,
    title: 'Mes ados se mettent à cuisiner',
    content:
      'Mon fils de 15 ans a fait le bò bún tout seul, fiche à la main. Il était très fier et franchement c’était délicieux. Rien que pour ça, merci Potimarron.',
    author: 'Valérie T.',
    city: 'Montpellier',
    publishDate: '2024-09-03',
    verified: true,
  },
  {
    rate: 4,
    title: 'Bon rapport qualité-prix',
    content:
      'Pas donné, mais quand je compte ce que je jetais avant (herbes fanées, crème entamée…), je m’y retrouve. Les recettes premium sont un vrai plus pour les week-ends.',
    author: 'Laurent C.',
    city: 'Strasbourg',
    publishDate: '2024-10-12',
    verified: true,
  },
  {
    rate: 5,
    title: 'Service client au top',
    content:
      'Mon colis a été livré chez un voisin absent tout le week-end. J’ai appelé le samedi matin, la conseillère a été adorable et m’a recrédité toute la box. On se sent écouté.',
    author: 'Camille H.',
    city: 'Toulouse',
    publishDate: '2024-11-08',
    verified: true,
  },
  {
    rate: 5,
    title: 'Enfin des recettes Thermomix qui marchent',
    content:
      'J’ai un TM6 depuis deux ans et je tournais en rond. Les 6 recettes Thermomix de la semaine sont bien calibrées : vitesses, temps, tout est juste. Le risotto aux champignons sans surveiller la casserole, c’est magique.',
    author: 'Isabelle R.',
    city: 'Angers',
    publishDate: '2024-12-01',
    verified: true,
  },
  {
    rate: 5,
    title: 'Une vraie découverte',
    content:
      'Offert par ma sœur avec une carte cadeau, je ne pensais pas m’abonner… et me voilà six mois plus tard. Le dahl de lentilles corail et le poulet au citron confit sont mes préférés.',
    author: 'Mehdi A.',
    city: 'Marseille',
    publishDate: '2025-01-15',
    verified: true,
  },
  {
    rate: 4,
    title: 'Très pratique',
    content:
      'Pratique et bon. J’enlève une étoile parce que le menu végétarien manque parfois de protéines, mais globalement on se régale.',
    author: 'Léa S.',
    city: 'Clermont-Ferrand',
    publishDate: '2025-02-06',
    verified: false,
  },
  {
    rate: 5,
    title: 'La pause vacances en deux clics',
    content:
      'Ce que j’apprécie le plus, c’est la souplesse : je mets en pause pendant les vacances, je saute une semaine quand on est invités, sans jamais appeler personne. Et les recettes sont toujours aussi bonnes au retour.',
    author: 'Philippe N.',
    city: 'Caen',
    publishDate: '2025-03-19',
    verified: true,
  },
  {
    rate: 1,
    title: 'Box livrée le lendemain, produits tièdes',
    content:
      'Box prévue le jeudi, arrivée le vendredi midi sans aucune information. Les poches de froid étaient fondues et le saumon tiède, j’ai tout jeté par précaution. Remboursement obtenu après deux relances, mais nous avons dû commander des pizzas. Je suis déçue.',
    author: 'Sandrine K.',
    city: 'Limoges',
    publishDate: '2025-07-24',
    verified: true,
  },
  {
    rate: 5,
    title: 'Bravo pour le bio',
    content:
      'Je prends uniquement les recettes bio, il y en a 9 par semaine donc largement de quoi faire. Les légumes sont magnifiques et on sent qu’ils ont été cueillis il y a peu.',
    author: 'Agnès B.',
    city: 'Annecy',
    publishDate: '2025-04-02',
    verified: true,
  },
  {
    rate: 5,
    title: 'On ne s’en lasse pas',
    content:
      'Deux ans d’abonnement, 24 recettes nouvelles chaque semaine, et toujours pas l’impression de manger la même chose. Le parmentier de canard de cet hiver restera dans les annales.',
    author: 'François L.',
    city: 'Reims',
    publishDate: '2025-05-10',
    verified: true,
  },
  {
    rate: 4,
    title: 'Bien pensé',
    content:
      'Les ingrédients de chaque recette sont rangés dans un sachet numéroté, c’est bien pensé. Par contre j’aimerais pouvoir recevoir le samedi matin plus tôt.',
    author: 'Hugo D.',
    city: 'Le Mans',
    publishDate: '2025-05-27',
    verified: true,
  },
  {
    rate: 5,
    title: 'Idéal pour le télétravail',
    content:
      'Je télétravaille trois jours par semaine et la pause déjeuner était devenue pâtes-beurre. Maintenant je fais les recettes express à midi : 20 minutes, et un vrai repas.',
    author: 'Pauline J.',
    city: 'Nancy',
    publishDate: '2025-06-15',
    verified: true,
  },
  {
    rate: 3,
    title: 'Bon, mais trop d’emballages',
    content:
      'Les plats sont bons, c’est indéniable. Mais entre les sachets, l’isolant et les poches de froid, ma poubelle de tri déborde chaque semaine. J’ai vu qu’ils testaient des sachets compostables, j’attends de voir.',
    author: 'Yann Le G.',
    city: 'Brest',
    publishDate: '2025-08-30',
    verified: true,
  },
  {
    rate: 5,
    title: 'Cadeau réussi',
    content:
      'J’ai offert une carte cadeau de 80 € à mes parents jeunes retraités. Ils ont adoré découvrir des recettes du monde entier et se sont abonnés dans la foulée.',
    author: 'Chloé V.',
    city: 'Orléans',
    publishDate: '2025-09-11',
    verified: true,
  },
  {
    rate: 5,
    title: 'Simple et bon',
    content: 'Rien à ajouter : c’est simple, c’est bon, c’est frais. Merci à toute l’équipe.',
    author: 'Bernard M.',
    city: 'Perpignan',
    publishDate: '2025-10-04',
    verified: false,
  },
  {
    rate: 5,
    title: 'Les enfants adorent',
    content:
      'Box familiale 6 personnes, trois enfants de 4 à 11 ans. Je craignais les plats « trop originaux », mais les recettes famille sont parfaites : boulettes à la tomate, croque-monsieur revisités, poisson pané maison. Même le petit dernier finit son assiette.',
    author: 'Aurélie C.',
    city: 'Metz',
    publishDate: '2024-02-27',
    verified: true,
  },
  {
    rate: 4,
    title: 'Bonne surprise',
    content:
      'Testé grâce à un code promo, je ne m’attendais pas à grand-chose. Finalement les recettes sont bien équilibrées et j’ai appris des techniques de base. Une étoile en moins car le site mobile rame un peu le mercredi soir.',
    author: 'Maxime P.',
    city: 'Rouen',
    publishDate: '2024-04-30',
    verified: true,
  },
  {
    rate: 5,
    title: 'Livreur adorable',
    content:
      'Le coursier à vélo passe toujours dans le créneau, dit bonjour au chat, et remonte les isolants de la semaine d’avant. Un vrai plaisir.',
    author: 'Inès Z.',
    city: 'Paris',
    publishDate: '2024-06-18',
    verified: true,
  },
  {
    rate: 5,
    title: 'J’ai appris à cuisiner le poisson',
    content:
      'Je n’osais jamais acheter de poisson frais, je ne savais pas le cuire. Grâce aux fiches pas à pas, je réussis maintenant le cabillaud rôti et le saumon teriyaki les yeux fermés. Le poisson est toujours très frais.',
    author: 'Romain F.',
    city: 'La Rochelle',
    publishDate: '2024-07-29',
    verified: true,
  },
  {
    rate: 3,
    title: 'Correct',
    content:
      'Certaines recettes sont excellentes, d’autres plus fades, il faut rajouter sel et épices. Globalement correct, mais j’attendais un peu plus de peps pour ce prix.',
    author: 'Olivier S.',
    city: 'Besançon',
    publishDate: '2024-09-22',
    verified: false,
  },
  {
    rate: 5,
    title: 'Plus de gaspillage',
    content:
      'Ce qui m’a convaincue : les quantités justes. Avant, je jetais la moitié de la botte de coriandre et du céleri à chaque fois. Maintenant, mon frigo est vide le samedi et ma poubelle aussi.',
    author: 'Hélène G.',
    city: 'Poitiers',
    publishDate: '2024-10-30',
    verified: true,
  },
  {
    rate: 5,
    title: 'Couple pressé, couple heureux',
    content:
      'On rentre tous les deux tard du boulot. Box 2 personnes, 4 recettes, que des express. Vingt minutes plus tard on mange un vrai plat, et on a même le temps de discuter. Merci !',
    author: 'Sarah B.',
    city: 'Lyon',
    publishDate: '2024-12-14',
    verified: true,
  },
  {
    rate: 4,
    title: 'Presque parfait',
    content:
      'Recettes délicieuses, livraison ponctuelle. Je mets 4 parce que j’aimerais plus de recettes végétariennes chaque semaine, mais la qualité est là.',
    author: 'Juliette A.',
    city: 'Montpellier',
    publishDate: '2025-01-28',
    verified: true,
  },
  {
    rate: 5,
    title: 'Le goût des vrais produits',
    content:
      'Mon père était maraîcher, je suis difficile sur les légumes. Ici, les tomates en été avaient le goût de celles du jardin. Et 90 % d’ingrédients français, ça compte pour moi.',
    author: 'Gérard D.',
    city: 'Avignon',
    publishDate: '2025-03-07',
    verified: true,
  },
  {
    rate: 2,
    title: 'Portions trop petites pour nous',
    content:
      'Les recettes sont bonnes mais nous restons sur notre faim à chaque fois. Mon mari et moi avons pris une box 2 personnes et nous devions compléter avec du pain et du fromage. Le service client m’a conseillé de prendre la box 4 personnes, mais ça double le prix.',
    author: 'Monique R.',
    city: 'Saint-Étienne',
    publishDate: '2025-04-21',
    verified: true,
  },
  {
    rate: 5,
    title: 'Merci pour la carte cadeau',
    content:
      'Reçu une carte cadeau de 50 € de mes collègues pour mon départ en congé maternité. Quelle bonne idée ! Les recettes de saison sont super et je me suis abonnée ensuite.',
    author: 'Amandine T.',
    city: 'Nîmes',
    publishDate: '2025-05-16',
    verified: true,
  },
  {
    rate: 5,
    title: 'Génial pour les étudiants en coloc',
    content:
      'On est trois en coloc, on prend une box 4 personnes avec 2 recettes et on se fait des soirées cuisine. Ça nous change des pâtes au thon. Les tacos de poisson étaient incroyables.',
    author: 'Lucas M.',
    city: 'Toulouse',
    publishDate: '2025-06-03',
    verified: false,
  },
  {
    rate: 5,
    title: 'Très bien',
    content: 'Recettes variées et faciles, produits frais, rien à redire. Abonné depuis un an.',
    author: 'Patrick L.',
    city: 'Pau',
    publishDate: '2025-07-09',
    verified: true,
  },
  {
    rate: 4,
    title: 'Bonnes recettes, site à améliorer',
    content:
      'Côté cuisine, rien à dire : le risotto au potimarron et à la sauge était parfait. Côté site, j’ai eu du mal à trouver comment sauter une semaine la première fois. Une fois qu’on a compris, c’est simple.',
    author: 'Nicolas W.',
    city: 'Mulhouse',
    publishDate: '2025-08-12',
    verified: true,
  },
  {
    rate: 5,
    title: 'Un moment à deux',
    content:
      'On cuisine ensemble avec mon mari tous les mardis et jeudis, c’est devenu notre petit rituel. Les recettes premium pour les occasions, comme le magret aux figues, sont dignes d’un restaurant.',
    author: 'Véronique H.',
    city: 'Bayonne',
    publishDate: '2025-09-25',
    verified: true,
  },
  {
    rate: 5,
    title: 'Livraison en campagne nickel',
    content:
      'J’habite dans un petit village de Dordogne et je pensais ne pas être livrée. Eh bien si ! Le transporteur dépose la box dans mon abri de jardin, et tout est encore bien froid le soir.',
    author: 'Françoise V.',
    city: 'Sarlat-la-Canéda',
    publishDate: '2025-10-18',
    verified: true,
  },
  {
    rate: 1,
    title: 'Recettes non choisies, box quand même facturée',
    content:
      'J’avais oublié de choisir mes recettes et je pensais que ma box ne partirait pas. Elle a été composée automatiquement et facturée. C’est écrit dans la FAQ, d’accord, mais un rappel plus visible aurait évité cette surprise. En plus, il y avait du porc alors que nous n’en mangeons pas : mes préférences n’étaient visiblement pas enregistrées.',
    author: 'Nadia E.',
    city: 'Villeurbanne',
    publishDate: '2025-11-04',
    verified: true,
  },
  {
    rate: 5,
    title: 'Idéal quand on vit seul',
    content:
      'Je prends une box 2 personnes et je garde la deuxième portion pour le déjeuner du lendemain. Deux repas faits maison pour le prix d’un effort. Très content.',
    author: 'Alain R.',
    city: 'Quimper',
    publishDate: '2025-12-02',
    verified: true,
  },
  {
    rate: 5,
    title: 'La tartiflette de janvier !',
    content:
      'Le reblochon était fermier, les lardons fumés au bois de hêtre… un régal par une soirée glaciale. Les recettes d’hiver sont vraiment réconfortantes.',
    author: 'Cédric B.',
    city: 'Chambéry',
    publishDate: '2026-01-20',
    verified: true,
  },
  {
    rate: 3,
    title: 'Mitigée',
    content:
      'Des hauts et des bas. Les recettes signature sont excellentes, mais deux recettes classiques sur trois étaient un peu banales cette semaine. Et le concombre était mou à l’arrivée. Je laisse encore une chance.',
    author: 'Laetitia N.',
    city: 'Amiens',
    publishDate: '2026-02-08',
    verified: true,
  },
  {
    rate: 5,
    title: 'Club Gourmet atteint',
    content:
      'Passée au palier Gourmet du club la semaine dernière, et j’ai trouvé un petit pot de miel d’un apiculteur de la Drôme dans ma box. Ce genre d’attention fait plaisir.',
    author: 'Christine F.',
    city: 'Valence',
    publishDate: '2026-03-14',
    verified: true,
  },
  {
    rate: 4,
    title: 'Fiches très claires',
    content:
      'Les fiches sont vraiment bien faites, avec des photos à chaque étape. Je n’ai jamais raté une recette. Juste un peu trop de vaisselle sur certaines.',
    author: 'Damien J.',
    city: 'Lorient',
    publishDate: '2026-04-01',
    verified: true,
  },
  {
    rate: 5,
    title: 'Je recommande les yeux fermés',
    content:
      'Troisième année d’abonnement. Qualité constante, service client réactif, et ils ont toujours une idée nouvelle. Le bowl de saumon mariné au sésame de ce printemps était top.',
    author: 'Stéphanie O.',
    city: 'Aix-en-Provence',
    publishDate: '2026-05-06',
    verified: true,
  },
  {
    rate: 5,
    title: 'Parfait pour reprendre une alimentation saine',
    content:
      'Suite à des soucis de cholestérol, mon médecin m’a conseillé de manger plus de légumes. Les recettes healthy sont savoureuses, bien équilibrées, et les valeurs nutritionnelles sont indiquées. J’ai perdu quatre kilos sans frustration.',
    author: 'Jean-Marc T.',
    city: 'Cholet',
    publishDate: '2026-06-10',
    verified: true,
  },
  {
    rate: 5,
    title: 'Le shakshuka du dimanche',
    content:
      'On garde toujours une recette pour le brunch du dimanche. La shakshuka aux poivrons et à la feta, avec le pain pita fourni, est devenue notre favorite.',
    author: 'Élodie R.',
    city: 'Nice',
    publishDate: '2024-01-14',
    verified: true,
  },
  {
    rate: 4,
    title: 'Très satisfaite',
    content:
      'Produits frais, recettes originales. Petit regret : le samedi n’est pas proposé dans ma commune, je dois me faire livrer au bureau le vendredi.',
    author: 'Coralie M.',
    city: 'Vannes',
    publishDate: '2024-03-16',
    verified: true,
  },
  {
    rate: 5,
    title: 'Merci le vélo cargo',
    content:
      'Habitant du onzième arrondissement, j’adore voir arriver ma box à vélo. Zéro camion dans ma rue, livreur ponctuel. Et les recettes sont top, notamment le pad thaï aux crevettes.',
    author: 'Adrien K.',
    city: 'Paris',
    publishDate: '2024-05-21',
    verified: false,
  },
  {
    rate: 2,
    title: 'Box laissée sous la pluie',
    content:
      'Le livreur a déposé la box devant le portail, sous une averse, alors que j’avais indiqué de la laisser au garage ouvert. Le carton était détrempé et deux sachets de légumes abîmés. Remboursement partiel obtenu, mais ce n’est pas la première fois que les instructions sont ignorées.',
    author: 'Didier P.',
    city: 'Tarbes',
    publishDate: '2024-06-27',
    verified: true,
  },
  {
    rate: 5,
    title: 'Ma nouvelle routine',
    content:
      'Le mercredi soir, je choisis les recettes avec mon compagnon autour d’un verre, c’est devenu un petit moment à nous. Et le reste de la semaine, plus aucune charge mentale pour les repas.',
    author: 'Anaïs D.',
    city: 'Grenoble',
    publishDate: '2024-08-05',
    verified: true,
  },
  {
    rate: 5,
    title: 'Top pour les fêtes',
    content:
      'Pris les recettes premium+ pour le réveillon : filet de bœuf en croûte et noix de Saint-Jacques. Bluffant, mes beaux-parents n’en revenaient pas. Le supplément vaut largement le coup.',
    author: 'Guillaume H.',
    city: 'Versailles',
    publishDate: '2024-12-28',
    verified: true,
  },
  {
    rate: 5,
    title: 'Super',
    content: 'Super box, super recettes, super équipe. Que demander de plus ?',
    author: 'Manon L.',
    city: 'Lille',
    publishDate: '2024-09-30',
    verified: false,
  },
  {
    rate: 4,
    title: 'On se régale',
    content:
      'On se régale presque à chaque fois. La seule recette qui ne nous a pas convaincus, c’est la soupe miso, un peu trop salée à notre goût. Tout le reste est parfait.',
    author: 'Vincent C.',
    city: 'Arras',
    publishDate: '2024-11-19',
    verified: true,
  },
  {
    rate: 3,
    title: 'Pas mal mais cher pour une famille',
    content:
      'Pour cinq, avec une box 6 personnes et 4 recettes, le budget monte vite. Les recettes plaisent aux enfants, mais je ne peux pas me le permettre toutes les semaines. Heureusement qu’on peut sauter des semaines facilement.',
    author: 'Séverine A.',
    city: 'Troyes',
    publishDate: '2025-01-09',
    verified: true,
  },
  {
    rate: 5,
    title: 'Recettes Thermomix au poil',
    content:
      'Le velouté de butternut et le curry de légumes au Thermomix, zéro effort. J’adore pouvoir filtrer les recettes certifiées Thermomix directement sur le menu.',
    author: 'Martine G.',
    city: 'Colmar',
    publishDate: '2025-02-17',
    verified: true,
  },
  {
    rate: 5,
    title: 'Enfin des légumes que je ne connaissais pas',
    content:
      'Panais, topinambour, chou kale, pâtisson… Je n’en achetais jamais faute de savoir quoi en faire. Les recettes m’ont fait découvrir plein de légumes, et maintenant j’en prends aussi au marché.',
    author: 'Thibault N.',
    city: 'Angers',
    publishDate: '2025-03-30',
    verified: true,
  },
  {
    rate: 5,
    title: 'Service client humain',
    content:
      'J’ai appelé pour un souci de carte bancaire expirée, quelqu’un a décroché en deux minutes et a tout réglé pendant l’appel. Ça change des chatbots.',
    author: 'Jacqueline S.',
    city: 'Béziers',
    publishDate: '2025-04-28',
    verified: true,
  },
  {
    rate: 2,
    title: 'Trop d’emballages plastique',
    content:
      'Chaque gousse d’ail, chaque branche de thym a son petit sachet. Je comprends pour l’hygiène, mais c’est beaucoup trop. Les recettes sont bonnes, mais je vais arrêter tant que ça ne change pas.',
    author: 'Mathilde B.',
    city: 'Rennes',
    publishDate: '2025-06-22',
    verified: true,
  },
  {
    rate: 5,
    title: 'Impeccable du début à la fin',
    content:
      'Commande simple, box bien emballée, produits frais, recettes savoureuses. Mon préféré pour l’instant : les orecchiette au brocoli et à la saucisse.',
    author: 'Benjamin F.',
    city: 'Marseille',
    publishDate: '2025-07-31',
    verified: true,
  },
  {
    rate: 4,
    title: 'Bien pour débuter en cuisine',
    content:
      'Je ne savais faire que des œufs au plat. Trois mois plus tard, je fais un poulet basquaise correct. Les fiches sont vraiment pédagogiques. J’aimerais des vidéos en plus.',
    author: 'Kevin L.',
    city: 'Saint-Nazaire',
    publishDate: '2025-08-19',
    verified: false,
  },
  {
    rate: 5,
    title: 'Les recettes bio, un vrai plus',
    content:
      'Enceinte, je fais très attention à ce que je mange. Pouvoir choisir des recettes bio, avec l’origine de chaque ingrédient, me rassure énormément.',
    author: 'Margaux P.',
    city: 'Bordeaux',
    publishDate: '2025-09-08',
    verified: true,
  },
  {
    rate: 5,
    title: 'Ça marche aussi pour mes parents',
    content:
      'J’ai abonné mes parents de 78 ans : box 2 personnes, 3 recettes. Ils cuisinent à nouveau des choses variées et ne portent plus de sacs de courses. Le livreur monte même la box.',
    author: 'Sylvie J.',
    city: 'Vichy',
    publishDate: '2025-10-27',
    verified: true,
  },
  {
    rate: 3,
    title: 'Des progrès à faire sur la livraison',
    content:
      'Recettes très bonnes, rien à dire. En revanche, le créneau de livraison n’est pas toujours respecté : deux fois la box est arrivée à 21 h au lieu de l’après-midi. Elle était encore froide, mais c’est tard pour cuisiner.',
    author: 'Frédéric M.',
    city: 'Évreux',
    publishDate: '2025-11-23',
    verified: true,
  },
  {
    rate: 5,
    title: 'Des idées pour toute la semaine',
    content:
      'Je m’inspire même des recettes pour mes propres courses le week-end. Le carnet de recettes en ligne est une mine d’or.',
    author: 'Charlotte E.',
    city: 'Nantes',
    publishDate: '2026-01-05',
    verified: true,
  },
  {
    rate: 4,
    title: 'Bonne qualité',
    content:
      'La qualité de la viande est vraiment au rendez-vous. J’aurais aimé davantage de recettes à base de poisson certaines semaines, mais il y a toujours de quoi faire.',
    author: 'Jérôme R.',
    city: 'Dunkerque',
    publishDate: '2026-02-19',
    verified: true,
  },
  {
    rate: 5,
    title: 'Génial',
    content:
      'On a testé pendant un mois grâce au parrainage d’une amie, et on est conquis. Les enfants choisissent une recette chacun, ça les implique.',
    author: 'Audrey V.',
    city: 'Lyon',
    publishDate: '2026-04-11',
    verified: true,
  },
  {
    rate: 5,
    title: 'Rapide, vraiment',
    content:
      'Les recettes express tiennent leurs promesses : j’ai chronométré le wok de bœuf aux légumes croquants, 18 minutes du sachet à l’assiette.',
    author: 'Samuel T.',
    city: 'Le Havre',
    publishDate: '2026-05-23',
    verified: true,
  },
  {
    rate: 5,
    title: 'Box parfaite pour notre couple',
    content:
      'Végétarienne et mari carnivore : on prend deux recettes végé et deux avec viande chaque semaine, tout le monde est content. La flexibilité est top.',
    author: 'Océane C.',
    city: 'Montpellier',
    publishDate: '2026-07-02',
    verified: true,
  },
  {
    rate: 4,
    title: 'Très bon service',
    content:
      'Une erreur de recette dans ma box, corrigée immédiatement par le service client avec un crédit. Recettes bonnes dans l’ensemble, même si certaines sont un peu répétitives en été.',
    author: 'Pierre-Yves L.',
    city: 'Saint-Brieuc',
    publishDate: '2026-07-19',
    verified: true,
  },
  {
    rate: 5,
    title: 'Une aide précieuse au quotidien',
    content:
      'Mère solo avec deux enfants et un boulot prenant, je n’avais plus l’énergie de réfléchir aux menus. Potimarron m’a enlevé un poids. Les enfants adorent le hachis parmentier et les nuggets de poulet maison.',
    author: 'Jessica D.',
    city: 'Calais',
    publishDate: '2024-02-03',
    verified: true,
  },
  {
    rate: 4,
    title: 'Très bonne expérience',
    content:
      'Bonne expérience globale. Un ingrédient manquant une fois, remboursé dans la journée. Les recettes de la gamme signature sont mes préférées.',
    author: 'Arnaud G.',
    city: 'Bourges',
    publishDate: '2024-04-08',
    verified: false,
  },
  {
    rate: 5,
    title: 'Des saveurs du monde',
    content:
      'J’ai voyagé sans bouger de ma cuisine : bò bún vietnamien, tajine marocain, dal indien, tacos mexicains… Et tout ça en moins de 30 minutes. Bravo aux chefs.',
    author: 'Yasmine H.',
    city: 'Créteil',
    publishDate: '2024-05-12',
    verified: true,
  },
  {
    rate: 5,
    title: 'Excellent',
    content:
      'Excellent du début à la fin. La box garde vraiment le froid, même en plein mois d’août.',
    author: 'Michel B.',
    city: 'Toulon',
    publishDate: '2024-08-14',
    verified: false,
  },
  {
    rate: 1,
    title: 'Plusieurs problèmes la même semaine',
    content:
      'Box arrivée avec un jour de retard, sans prévenir, puis il manquait la viande hachée d’une recette et les œufs étaient cassés. J’ai eu un crédit, mais je m’étais abonnée justement pour ne plus avoir à improviser le soir. J’ai résilié, ce qui a au moins été simple.',
    author: 'Corinne L.',
    city: 'Niort',
    publishDate: '2024-10-03',
    verified: true,
  },
  {
    rate: 5,
    title: 'Parfait pour recevoir',
    content:
      'Pour un dîner à huit, j’ai pris la box 8 personnes avec 2 recettes : entrée et plat. Tout était dosé au gramme, je n’ai eu qu’à suivre la fiche. Mes amis m’ont demandé l’adresse.',
    author: 'Raphaël S.',
    city: 'Paris',
    publishDate: '2024-11-27',
    verified: true,
  },
  {
    rate: 3,
    title: 'Moyen pour les gros appétits',
    content:
      'Goût au rendez-vous, mais les portions sont calibrées pour des appétits moyens. Avec deux ados rugbymen à la maison, même la box 6 personnes disparaît en un clin d’œil.',
    author: 'Bruno C.',
    city: 'Agen',
    publishDate: '2025-01-19',
    verified: true,
  },
  {
    rate: 5,
    title: 'Le meilleur de la saison',
    content:
      'Les asperges vertes du printemps avec l’œuf mollet et le parmesan : simple, de saison, parfait. C’est exactement ce que j’attends de Potimarron.',
    author: 'Catherine W.',
    city: 'Saumur',
    publishDate: '2025-04-13',
    verified: true,
  },
  {
    rate: 4,
    title: 'Je suis fan',
    content:
      'Fan des recettes, moins de l’appli qui se déconnecte parfois. Mais les box sont toujours complètes et à l’heure, c’est l’essentiel.',
    author: 'Alexandre M.',
    city: 'Bordeaux',
    publishDate: '2025-05-30',
    verified: true,
  },
  {
    rate: 5,
    title: 'Recettes créatives',
    content:
      'J’aime la créativité des recettes : un gaspacho de fraises et tomates, un crumble salé de courgettes… On sort des sentiers battus sans que ce soit compliqué.',
    author: 'Zoé F.',
    city: 'Biarritz',
    publishDate: '2025-06-28',
    verified: false,
  },
  {
    rate: 2,
    title: 'Déçu par les dernières box',
    content:
      'Les premières semaines étaient excellentes. Depuis, j’ai eu des herbes fanées, une salade flétrie et un avocat pas mûr du tout. Pour des produits censés être ultra-frais, c’est décevant. Le service client est aimable mais ça ne règle pas le fond du problème.',
    author: 'Fabrice T.',
    city: 'Châteauroux',
    publishDate: '2025-08-07',
    verified: true,
  },
  {
    rate: 5,
    title: 'Un bonheur',
    content:
      'Je redécouvre le plaisir de cuisiner après des années de plats préparés. Merci pour les petites astuces anti-gaspi sur les fiches, le pesto de fanes de carottes est devenu un incontournable.',
    author: 'Brigitte N.',
    city: 'Périgueux',
    publishDate: '2025-09-19',
    verified: true,
  },
  {
    rate: 5,
    title: 'Bien plus que des recettes',
    content:
      'Je me suis inscrite à l’atelier en ligne proposé aux membres Chef du club, sur les sauces de base. Super moment, et j’ai enfin réussi ma béarnaise.',
    author: 'Danielle K.',
    city: 'Vendôme',
    publishDate: '2025-11-15',
    verified: true,
  },
  {
    rate: 4,
    title: 'Bon mais un peu cher',
    content:
      'Qualité irréprochable, mais c’est un budget. Je profite des codes promo quand il y en a et je saute une semaine sur trois. Les recettes restent au top.',
    author: 'Morgane R.',
    city: 'Lannion',
    publishDate: '2025-12-20',
    verified: true,
  },
  {
    rate: 5,
    title: 'Des repas de fête sans stress',
    content:
      'Pour Noël, j’ai tout misé sur les recettes premium : chapon aux marrons et bûche express. Zéro stress, zéro course la veille, et un vrai repas de fête.',
    author: 'Gilles P.',
    city: 'Épinal',
    publishDate: '2025-12-27',
    verified: true,
  },
  {
    rate: 5,
    title: 'Flexibilité au top',
    content:
      'Je change le nombre de recettes selon les semaines (2 quand je voyage pour le travail, 4 sinon). Ça se fait en deux secondes avant le mercredi soir. Parfait pour un agenda imprévisible.',
    author: 'Marion S.',
    city: 'Lyon',
    publishDate: '2026-01-29',
    verified: true,
  },
  {
    rate: 3,
    title: 'Bien, sans plus',
    content:
      'Bonne idée, bonnes recettes, mais je retourne finalement au marché. Cuisiner à partir de fiches me convient moins que d’improviser. Ça reste une bonne solution pour les semaines chargées.',
    author: 'Éric D.',
    city: 'Chartres',
    publishDate: '2026-03-03',
    verified: false,
  },
  {
    rate: 5,
    title: 'Bonne humeur garantie',
    content:
      'Les petits mots sur les fiches, les noms de recettes rigolos, le livreur souriant : tout est fait pour que ce soit un plaisir. Et surtout, c’est délicieux.',
    author: 'Lucie B.',
    city: 'Paris',
    publishDate: '2026-04-25',
    verified: true,
  },
  {
    rate: 4,
    title: 'Bon choix végétarien',
    content:
      'En tant que végétarien, je trouve toujours au moins cinq recettes qui me plaisent chaque semaine. Le chili sin carne et les lasagnes aux légumes grillés sont excellents. J’aimerais un peu plus de plats à base de tofu.',
    author: 'Quentin A.',
    city: 'Strasbourg',
    publishDate: '2026-06-01',
    verified: true,
  },
  {
    rate: 5,
    title: 'Sans engagement, vraiment',
    content:
      'J’ai mis en pause tout l’été sans aucune difficulté, et j’ai repris en septembre en deux clics. Pas de frais, pas de justification à donner. C’est rare et appréciable.',
    author: 'Lydie G.',
    city: 'Laval',
    publishDate: '2026-08-10',
    verified: true,
  },
  {
    rate: 5,
    title: 'Une équipe à l’écoute',
    content:
      'J’avais suggéré par e-mail une version sans coriandre pour certaines recettes. On m’a répondu personnellement, et depuis la coriandre est parfois proposée à part. Ils écoutent vraiment leurs clients.',
    author: 'Tristan V.',
    city: 'Tours',
    publishDate: '2026-09-04',
    verified: false,
  },
  {
    rate: 5,
    title: 'Le potimarron, évidemment',
    content:
      'Impossible de ne pas tester le velouté de potimarron aux châtaignes chez Potimarron ! Velouté, crème de châtaigne, graines torréfiées… Un automne dans une assiette.',
    author: 'Apolline M.',
    city: 'Blois',
    publishDate: '2026-10-12',
    verified: true,
  },
  {
    rate: 4,
    title: 'Très bien pour le quotidien',
    content:
      'Recettes simples et bonnes, livraison toujours le jeudi comme prévu. Une étoile en moins car j’aimerais pouvoir commander un dessert en plus de temps en temps.',
    author: 'Sébastien E.',
    city: 'Mâcon',
    publishDate: '2026-10-29',
    verified: true,
  },
  {
    rate: 5,
    title: 'Merci pour tout',
    content:
      'Ça fait bientôt trois ans que Potimarron nourrit ma famille. Les recettes ont évolué avec nous : purées quand les enfants étaient petits, plats du monde maintenant qu’ils sont grands. Longue vie !',
    author: 'Nathalie B.',
    city: 'Angoulême',
    publishDate: '2026-11-14',
    verified: true,
  },
];
