import type { SeedStaticContent } from '../types.ts';

// Landing pages of the offer variants: /generique and the themed pages the ads point to.

const landingFamille: SeedStaticContent = {
  slug: 'landing-famille',
  pageTitle: 'Box repas en famille : recettes faciles pour petits et grands',
  title: 'Des dîners en famille qui font l’unanimité, sans la corvée des courses',
  preference: { healthy: false, speedy: false, vegetarian: false, thermomix: false },
  faq: [
    {
      label: 'Quelle box choisir pour une famille ?',
      details:
        'Pour deux adultes et deux enfants, la box 4 personnes est idéale. Pour une famille plus nombreuse ou de gros appétits, choisissez la box 6 ou 8 personnes. Vous choisissez de 1 à 8 recettes par semaine pour 4 personnes, jusqu’à 5 pour 6 et 4 pour 8, et changez de formule quand vous voulez.',
    },
    {
      label: 'Les recettes plaisent-elles vraiment aux enfants ?',
      details:
        'Chaque semaine, parmi nos 24 recettes, plusieurs sont pensées pour les familles : saveurs douces, légumes bien intégrés, épices servies à part. Elles sont repérées par le badge « Famille » sur le menu.',
    },
    {
      label: 'Les enfants peuvent-ils cuisiner avec nous ?',
      details:
        'Oui, et c’est même recommandé ! Nos fiches signalent les étapes faciles à confier aux enfants : laver les légumes, mélanger, former des boulettes, dresser les assiettes.',
    },
    {
      label: 'Et si nous partons en vacances ?',
      details:
        'L’abonnement est sans engagement : mettez-le en pause ou sautez une semaine depuis votre compte, avant la date limite de chaque box (23 h 59, six jours avant sa livraison). Aucune box n’est facturée pendant la pause.',
    },
    {
      label: 'Combien de temps faut-il pour préparer un repas ?',
      details:
        'Toutes nos recettes sont prêtes en 30 minutes ou moins, et notre gamme express en 20 minutes. De quoi passer plus de temps à table qu’aux fourneaux.',
    },
  ],
  testimonials: [
    {
      label: 'Julie, maman de 3 enfants',
      avatar: 'pancakes',
      content:
        'Le soir, plus de négociations autour des légumes : les enfants choisissent une recette chacun le dimanche et attendent la box avec impatience. Le hachis parmentier de patate douce a été réclamé trois fois !',
    },
    {
      label: 'Nicolas, papa de jumeaux',
      avatar: 'spaghetti',
      content:
        'Avec des jumeaux de six ans, faire les courses était une épreuve. Maintenant, la box arrive le mardi, tout est dosé, et on cuisine ensemble le mercredi après-midi.',
    },
    {
      label: 'Karima, famille recomposée de 6',
      avatar: 'pot-of-food',
      content:
        'Nous prenons la box 6 personnes avec 4 recettes. Entre les goûts de chacun, je pensais que ce serait impossible, mais le choix est tellement large que tout le monde trouve son bonheur.',
    },
  ],
  firstSlidesLRS: {
    title: 'Le repas du soir, enfin simplifié',
    items: [
      { icon: 'carrot', text: 'Des ingrédients frais, 90 % français, livrés chez vous' },
      {
        icon: 'fork-and-knife-with-plate',
        text: 'Des recettes que toute la famille aime, prêtes en 30 minutes',
      },
      { icon: 'egg', text: 'Les justes quantités, pour zéro gaspillage' },
      { icon: 'sun', text: 'Sans engagement : pause ou résiliation à tout moment' },
    ],
  },
  whySimplifiedSection: [
    {
      img: 'red-apple',
      captionTitle: 'Plus de charge mentale',
      caption:
        'Vous choisissez vos recettes en quelques minutes, nous nous occupons du reste : plus de listes de courses ni de « qu’est-ce qu’on mange ce soir ? ».',
    },
    {
      img: 'broccoli',
      captionTitle: 'Des légumes dans les assiettes',
      caption:
        'Nos chefs glissent des légumes de saison dans chaque recette, sous des formes que les enfants adorent : gratins, boulettes, galettes, purées colorées.',
    },
    {
      img: 'cheese-wedge',
      captionTitle: 'Des moments partagés',
      caption:
        'Nos fiches pas à pas indiquent les étapes à confier aux enfants. Cuisiner devient un jeu, et le dîner un moment de fierté pour les petits chefs.',
    },
  ],
  products: [
    {
      name: 'Box 4 personnes',
      description: 'Idéale pour deux adultes et deux enfants, de 1 à 8 recettes par semaine.',
      icon: 'pot-of-food',
    },
    {
      name: 'Box 6 personnes',
      description:
        'Pour les familles nombreuses ou les gros appétits, avec des portions généreuses.',
      icon: 'steaming-bowl',
    },
    {
      name: 'Recettes Famille',
      description:
        'Des saveurs douces et des plats réconfortants qui plaisent aux petits comme aux grands.',
      icon: 'pizza',
    },
  ],
};

const landingMoins20min: SeedStaticContent = {
  slug: 'landing-moins20min',
  pageTitle: 'Recettes express en 20 minutes : box repas rapide livrée chez vous',
  title: 'De bons petits plats maison, prêts en 20 minutes chrono',
  preference: { healthy: false, speedy: true, vegetarian: false, thermomix: false },
  faq: [
    {
      label: 'Les recettes sont-elles vraiment prêtes en 20 minutes ?',
      details:
        'Oui : nos recettes express sont conçues et chronométrées en cuisine pour être prêtes en 20 minutes, de l’ouverture des sachets à l’assiette. Les autres recettes du menu sont prêtes en 30 minutes ou moins.',
    },
    {
      label: 'Comment faites-vous pour gagner autant de temps ?',
      details:
        'Les ingrédients arrivent dosés et regroupés par recette, certains légumes sont déjà taillés, et nos fiches organisent les étapes pour que rien n’attende : pendant que l’eau chauffe, vous préparez la sauce.',
    },
    {
      label: 'Combien de recettes express y a-t-il chaque semaine ?',
      details:
        'Plusieurs recettes express figurent au menu chaque semaine, parmi les 24 nouveautés. Cochez la préférence « rapide » dans votre compte pour les voir en premier.',
    },
    {
      label: 'Faut-il être bon cuisinier ?',
      details:
        'Pas du tout. Nos recettes express sont aussi nos plus simples : peu d’étapes, peu d’ustensiles et des gestes de base expliqués pas à pas.',
    },
  ],
  testimonials: [
    {
      label: 'Thomas, consultant toujours en déplacement',
      avatar: 'shrimp',
      content:
        'Je rentre à 20 h passées trois soirs par semaine. Le wok de crevettes aux légumes croquants est prêt avant que la table soit mise. Je ne commande plus de livraison de repas.',
    },
    {
      label: 'Amélie, infirmière de nuit',
      avatar: 'avocado',
      content:
        'Avec mes horaires décalés, je n’ai jamais le courage de cuisiner longtemps. En 20 minutes, je me fais un vrai repas équilibré avant de partir au travail.',
    },
    {
      label: 'Hugo et Inès, jeunes parents',
      avatar: 'taco',
      content:
        'Depuis la naissance de notre fille, chaque minute compte. Les recettes express nous permettent de manger sainement pendant qu’elle dort, sans y passer la soirée.',
    },
  ],
  firstSlidesLRS: {
    title: 'Le fait-maison, en mode express',
    items: [
      {
        icon: 'fork-and-knife-with-plate',
        text: 'Des recettes prêtes en 20 minutes, chronométrées par nos chefs',
      },
      { icon: 'onion', text: 'Des ingrédients dosés au gramme près, rien à peser' },
      { icon: 'cooked-rice', text: 'Peu d’étapes, peu de vaisselle' },
    ],
  },
  whySimplifiedSection: [
    {
      img: 'hot-pepper',
      captionTitle: 'Zéro temps perdu',
      caption:
        'Plus de courses, plus de listes, plus d’hésitation devant le réfrigérateur : tout ce qu’il faut arrive chez vous, regroupé par recette.',
    },
    {
      img: 'bell-pepper',
      captionTitle: 'Des gestes optimisés',
      caption:
        'Nos fiches enchaînent les étapes intelligemment : une seule poêle, un seul plan de travail, et des temps de cuisson qui se chevauchent.',
    },
    {
      img: 'lemon',
      captionTitle: 'Rapide mais savoureux',
      caption:
        'Express ne veut pas dire fade : herbes fraîches, agrumes, épices et sauces maison donnent du caractère à chaque plat.',
    },
  ],
  products: [
    {
      name: 'Recettes express',
      description: 'Prêtes en 20 minutes, pour les soirs où tout va trop vite.',
      icon: 'steaming-bowl',
    },
    {
      name: 'Box 2 personnes',
      description: 'Pour les couples et les colocs pressés, de 2 à 16 recettes par semaine.',
      icon: 'bento-box',
    },
    {
      name: 'Wok et sautés',
      description: 'Des plats vifs et colorés, cuits en quelques minutes à feu vif.',
      icon: 'fried-shrimp',
    },
  ],
};

const landingThermomix: SeedStaticContent = {
  slug: 'landing-thermomix',
  pageTitle: 'Box repas Thermomix : 6 recettes certifiées chaque semaine',
  title: 'Votre Thermomix mérite de bons produits : 6 recettes certifiées chaque semaine',
  preference: { healthy: false, speedy: false, vegetarian: false, thermomix: true },
  faq: [
    {
      label: 'Que signifie « recette certifiée Thermomix » ?',
      details:
        'Ce sont des recettes développées et testées avec le robot : chaque étape indique la vitesse, la température et le temps à programmer. Chaque semaine, 6 recettes du menu sont certifiées Thermomix.',
    },
    {
      label: 'Quels modèles de Thermomix sont compatibles ?',
      details:
        'Nos recettes sont testées sur le TM6 et conviennent aussi au TM5 et au TM7. Les rares différences de réglage sont précisées sur la fiche.',
    },
    {
      label: 'Puis-je cuisiner ces recettes sans Thermomix ?',
      details:
        'Oui, chaque fiche propose aussi une version avec des ustensiles classiques. Vous pouvez donc mélanger recettes Thermomix et recettes traditionnelles dans votre box.',
    },
    {
      label: 'Les recettes Thermomix sont-elles plus longues ?',
      details:
        'Non, elles sont prêtes en 30 minutes ou moins, comme toutes nos recettes, et le robot vous libère souvent les mains pendant la cuisson.',
    },
    {
      label: 'Comment trouver les recettes Thermomix sur le menu ?',
      details:
        'Elles portent un badge dédié. Cochez la préférence « Thermomix » dans votre compte pour les afficher en premier chaque semaine.',
    },
  ],
  testimonials: [
    {
      label: 'Isabelle, fan de Thermomix depuis 10 ans',
      avatar: 'mushroom',
      content:
        'Le risotto aux champignons sans rester devant la casserole, c’est magique. Les réglages sont justes du premier coup, et les ingrédients sont d’une qualité que je ne trouvais pas au supermarché.',
    },
    {
      label: 'Marc, papa cuisinier du dimanche',
      avatar: 'curry-rice',
      content:
        'J’avais acheté un Thermomix et je ne faisais que des soupes. Avec les 6 recettes de la semaine, je l’utilise tous les jours : currys, sauces, purées, même des desserts.',
    },
    {
      label: 'Chantal, retraitée gourmande',
      avatar: 'pie',
      content:
        'Je prends toujours les recettes Thermomix, c’est simple et je n’ai pas peur de rater. Le velouté de potimarron aux châtaignes est un délice.',
    },
  ],
  firstSlidesLRS: {
    title: 'Votre robot, nos recettes',
    items: [
      { icon: 'pot-of-food', text: '6 recettes certifiées Thermomix chaque semaine' },
      { icon: 'herb', text: 'Des ingrédients frais et dosés pour votre bol' },
      {
        icon: 'fork-and-knife-with-plate',
        text: 'Vitesse, température et temps indiqués à chaque étape',
      },
      { icon: 'sun', text: 'Sans engagement, comme toutes nos box' },
    ],
  },
  whySimplifiedSection: [
    {
      img: 'tomato',
      captionTitle: 'Des réglages testés',
      caption:
        'Chaque recette est testée en cuisine sur le robot avant d’arriver au menu : vous suivez les étapes, le Thermomix fait le reste.',
    },
    {
      img: 'garlic',
      captionTitle: 'Des ingrédients prêts à l’emploi',
      caption:
        'Tout est dosé pour votre bol, des aromates aux féculents. Fini les recettes adaptées au hasard ou les ingrédients introuvables.',
    },
    {
      img: 'chestnut',
      captionTitle: 'Bien plus que des soupes',
      caption:
        'Currys, risottos, sauces, pâtes fraîches, desserts : nos chefs exploitent toutes les fonctions de votre robot.',
    },
  ],
  products: [
    {
      name: 'Recettes certifiées Thermomix',
      description: '6 recettes par semaine, pas à pas, avec tous les réglages du robot.',
      icon: 'pot-of-food',
    },
    {
      name: 'Risottos et veloutés',
      description: 'Les grands classiques du robot, revisités avec des produits de saison.',
      icon: 'mushroom',
    },
    {
      name: 'Currys et mijotés',
      description: 'Des plats parfumés qui mijotent pendant que vous dressez la table.',
      icon: 'curry-rice',
    },
  ],
};

const landingBio: SeedStaticContent = {
  slug: 'landing-bio',
  pageTitle: 'Box repas bio : 9 recettes bio et de saison chaque semaine',
  title: 'Bien manger, bio et de saison : 9 recettes bio au menu chaque semaine',
  preference: { healthy: true, speedy: false, vegetarian: false, thermomix: false },
  faq: [
    {
      label: 'Combien de recettes bio proposez-vous ?',
      details:
        'Chaque semaine, 9 recettes du menu sont certifiées bio, et la moitié de nos recettes sont certifiées bio sur l’ensemble de l’année. Elles sont repérées par le logo AB.',
    },
    {
      label: 'Qu’est-ce qu’une recette certifiée bio ?',
      details:
        'C’est une recette dont les ingrédients sont issus de l’agriculture biologique, à l’exception des rares produits qui n’existent pas en bio, dans la limite fixée par la réglementation européenne.',
    },
    {
      label: 'D’où viennent vos produits bio ?',
      details:
        '90 % de nos ingrédients sont français. Nos légumes bio viennent de maraîchers partenaires, dont le nom figure souvent sur la fiche recette.',
    },
    {
      label: 'Puis-je recevoir uniquement des recettes bio ?',
      details:
        'Oui : cochez la préférence « bio » dans votre compte. Si vous ne choisissez pas vos recettes avant la date limite, nous composerons votre box parmi les recettes bio de la semaine.',
    },
    {
      label: 'Les recettes bio coûtent-elles plus cher ?',
      details:
        'Non, les recettes bio classiques et signature sont incluses dans le prix de votre box, sans supplément. Seules les recettes premium, bio ou non, ont un supplément.',
    },
    {
      label: 'Que faites-vous pour limiter les emballages ?',
      details:
        'Isolant en fibres recyclées, légumes entiers sans barquette, ingrédients regroupés par recette : nous réduisons nos emballages chaque année, et nous testons des sachets compostables.',
    },
  ],
  testimonials: [
    {
      label: 'Margaux, future maman',
      avatar: 'green-salad',
      content:
        'Enceinte, je fais très attention à ce que je mange. Choisir des recettes bio, avec l’origine de chaque ingrédient, me rassure vraiment, et c’est délicieux.',
    },
    {
      label: 'Pierre, ancien maraîcher',
      avatar: 'carrot',
      content:
        'Je suis exigeant sur les légumes, et je dois dire que ceux des recettes bio ont du goût. On sent qu’ils sont cueillis à maturité.',
    },
    {
      label: 'Sabine, maman de 2 enfants',
      avatar: 'strawberry',
      content:
        'Je voulais plus de bio pour mes enfants sans exploser le budget ni passer ma vie en magasin spécialisé. Avec 9 recettes bio par semaine, j’ai largement de quoi faire.',
    },
  ],
  firstSlidesLRS: {
    title: 'Le bio, sans compromis sur le goût',
    items: [
      { icon: 'seedling', text: '9 recettes bio au menu chaque semaine' },
      { icon: 'leafy-green', text: 'Des légumes de saison, cueillis à maturité' },
      { icon: 'sunflower', text: '90 % d’ingrédients français' },
    ],
  },
  whySimplifiedSection: [
    {
      img: 'seedling',
      captionTitle: 'Du champ à votre cuisine',
      caption:
        'Nous travaillons en direct avec des producteurs bio partout en France, et commandons au plus juste après la clôture des choix de chaque box.',
    },
    {
      img: 'pea-pod',
      captionTitle: 'Des recettes de saison',
      caption:
        'Petits pois au printemps, tomates en été, courges en automne : nos chefs composent le menu à partir des récoltes du moment.',
    },
    {
      img: 'honey-pot',
      captionTitle: 'Une traçabilité complète',
      caption:
        'L’origine et le mode de production de chaque ingrédient sont indiqués sur la fiche recette, souvent avec le nom du producteur.',
    },
  ],
  products: [
    {
      name: 'Recettes bio',
      description:
        '9 recettes certifiées bio par semaine, sans supplément pour les gammes classique et signature.',
      icon: 'seedling',
    },
    {
      name: 'Recettes healthy',
      description: 'Des assiettes équilibrées et colorées, riches en légumes et en fibres.',
      icon: 'green-salad',
    },
    {
      name: 'Recettes végétariennes',
      description: 'Des plats gourmands sans viande ni poisson, souvent bio.',
      icon: 'eggplant',
    },
  ],
};

const landingGenerique: SeedStaticContent = {
  slug: 'landing-generique',
  pageTitle: 'Box repas à cuisiner : recettes faciles et produits frais livrés chez vous',
  title: 'Cuisinez de bons petits plats, on s’occupe des courses',
  preference: { healthy: false, speedy: false, vegetarian: false, thermomix: false },
  faq: [
    {
      label: 'Comment fonctionne Potimarron ?',
      details:
        'Chaque semaine, vous choisissez vos recettes parmi 24 nouveautés. Nous vous livrons les ingrédients frais, dosés, avec les fiches pas à pas. Vous n’avez plus qu’à cuisiner, en 30 minutes ou moins.',
    },
    {
      label: 'Suis-je engagé sur une durée ?',
      details:
        'Non. L’abonnement est sans engagement : pause, semaine sautée, modification ou résiliation à tout moment, avant la date limite de chaque box (23 h 59, six jours avant sa livraison).',
    },
    {
      label: 'Pour combien de personnes sont les box ?',
      details:
        'Pour 2, 4, 6 ou 8 personnes, de 1 à 16 recettes par semaine selon le nombre de personnes, entre 4 et 32 portions au total.',
    },
    {
      label: 'Où et quand livrez-vous ?',
      details:
        'Partout en France, Corse et départements d’outre-mer compris, du mardi au samedi. Le colis isotherme garde vos produits au frais 24 heures, et dans Paris nous livrons à vélo cargo.',
    },
    {
      label: 'Comment vous contacter ?',
      details:
        'Notre service client répond du lundi au samedi, de 8 h à 20 h, au 01 84 80 12 34 ou par e-mail à bonjour@potimarron.fr.',
    },
  ],
  testimonials: [
    {
      label: 'Sophie, cheffe de projet à Nantes',
      avatar: 'tomato',
      content:
        'Je ne me pose plus la question du dîner. Je choisis mes recettes le dimanche en cinq minutes, et le reste de la semaine, je me régale.',
    },
    {
      label: 'Karim, étudiant en master',
      avatar: 'burrito',
      content:
        'Je partage une box 4 personnes avec mes colocs. On cuisine ensemble deux soirs par semaine, c’est moins cher que les livraisons et bien meilleur.',
    },
    {
      label: 'Françoise, jeune retraitée',
      avatar: 'fish',
      content:
        'Je redécouvre le plaisir de cuisiner. Les recettes du monde m’ont fait voyager, et le poisson est toujours d’une grande fraîcheur.',
    },
  ],
  firstSlidesLRS: {
    title: 'Comment ça marche ?',
    items: [
      {
        icon: 'fork-and-knife-with-plate',
        text: 'Choisissez vos recettes parmi 24 nouveautés chaque semaine',
      },
      { icon: 'leafy-green', text: 'Recevez des ingrédients frais, dosés et 90 % français' },
      { icon: 'steaming-bowl', text: 'Cuisinez en 30 minutes ou moins, guidé pas à pas' },
      { icon: 'sun', text: 'Mettez en pause ou résiliez quand vous voulez' },
    ],
  },
  whySimplifiedSection: [
    {
      img: 'baguette-bread',
      captionTitle: 'Fini les courses',
      caption:
        'Plus de listes, plus de files d’attente : tous les ingrédients de vos recettes sont livrés chez vous, du mardi au samedi.',
    },
    {
      img: 'salt',
      captionTitle: 'Les justes quantités',
      caption:
        'Chaque ingrédient est dosé pour la recette et le nombre de personnes : vous ne jetez plus rien.',
    },
    {
      img: 'cherries',
      captionTitle: 'Le plaisir de cuisiner',
      caption:
        'Des recettes variées, de saison et faciles à suivre, pour retrouver le goût du fait-maison, même en semaine.',
    },
  ],
  products: [
    {
      name: 'Box 2 personnes',
      description: 'Pour les couples et les solos gourmands, de 2 à 16 recettes par semaine.',
      icon: 'bento-box',
    },
    {
      name: 'Box 4 personnes',
      description: 'Notre formule la plus choisie, pour les familles et les colocations.',
      icon: 'pot-of-food',
    },
    {
      name: 'Box 6 ou 8 personnes',
      description: 'Pour les grandes tablées, avec des portions généreuses.',
      icon: 'fondue',
    },
  ],
};

export const staticContents: SeedStaticContent[] = [
  landingFamille,
  landingMoins20min,
  landingThermomix,
  landingBio,
  landingGenerique,
];
