import { cityPageIndex, type CityPageEntry } from './city-page-index.ts';
import { insulatedBoxHours } from './delivery-area.ts';
import { frenchTypography } from './french-typography.ts';

// The nine city delivery pages of spec §2 (names rutabago_livraison_*): what each says of its
// city, in its own words (ADR 049). The pages and their structured data read this list, the
// route table only its entries (city-page-index.ts, ADR 064); how a box arrives follows from
// the entries' postcodes (city-delivery-mode.ts), never from a second list.

export interface CityQuestion {
  question: string;
  answer: string;
}

/** What a city page says of its city, beside its entry (named as it). */
interface CityCopy {
  name: string;
  /**
   * the `-bio-` pages show the organic offer (spec §2): the recipes with the most organic
   * ingredients grown in the region's départements first
   */
  organic: { region: string; departments: readonly string[] } | null;
  /** the page's opening, about this city */
  intro: string;
  /** how the box reaches this city's doors */
  delivery: string;
  /** the neighbourhoods served inside the city */
  neighbourhoods: readonly string[];
  /** the towns around it, delivered the same way */
  nearbyTowns: readonly string[];
  /** a word on cooking there: markets, local produce, habits */
  local: { title: string; text: string };
  faq: readonly CityQuestion[];
}

export type CityPage = CityPageEntry & Omit<CityCopy, 'name'>;

const cities: CityCopy[] = [
  {
    name: 'rutabago_livraison_bio_bordeaux',
    organic: {
      region: 'du Sud-Ouest',
      departments: ['33', '40', '47', '24', '64', '32', '17', '16', '31', '82'],
    },
    intro:
      'Entre le marché des Capucins et les quais, Bordeaux aime bien manger. Notre panier repas bio vous évite les courses de la semaine sans renoncer aux produits du Sud-Ouest.',
    delivery:
      'Un transporteur spécialisé dans le frais apporte votre box à Bordeaux, rive gauche comme rive droite, sur le créneau choisi à la commande.',
    neighbourhoods: [
      'Chartrons',
      'Saint-Michel',
      'La Bastide',
      'Caudéran',
      'Saint-Augustin',
      'Bacalan',
      'Saint-Pierre',
    ],
    nearbyTowns: ['Mérignac', 'Pessac', 'Talence', 'Bègles', 'Le Bouscat', 'Cenon'],
    local: {
      title: 'Le bio, version girondine',
      text: 'Asperges des Landes au printemps, piment d’Espelette, canard du Gers : nos recettes bio font la part belle au grand Sud-Ouest dès que la saison le permet. Les fiches indiquent l’origine de chaque ingrédient.',
    },
    faq: [
      {
        question: 'Livrez-vous aussi la rive droite et la métropole ?',
        answer:
          'Oui : La Bastide, Cenon, Lormont et toutes les communes de Bordeaux Métropole sont livrées aux mêmes jours et créneaux que le centre-ville.',
      },
      {
        question: 'Puis-je me faire livrer au bureau, aux Bassins à flot ?',
        answer:
          'Bien sûr. Indiquez l’adresse de votre bureau et le nom de l’entreprise dans vos instructions de livraison ; la box garde vos produits au frais jusqu’à votre retour.',
      },
      {
        question: 'Les recettes bio coûtent-elles plus cher à Bordeaux ?',
        answer:
          'Non : le prix de la box dépend seulement du nombre de recettes et de personnes, le même à Bordeaux qu’ailleurs en France.',
      },
    ],
  },
  {
    name: 'rutabago_livraison_bio_paris',
    organic: {
      region: 'd’Île-de-France et des régions voisines',
      departments: [
        '75',
        '77',
        '78',
        '91',
        '92',
        '93',
        '94',
        '95',
        '60',
        '45',
        '28',
        '27',
        '51',
        '02',
      ],
    },
    intro:
      'Un dîner bio fait maison après le métro, sans passer par la supérette : à Paris, notre panier repas bio arrive à votre porte avec tout ce qu’il faut, rien de plus.',
    delivery:
      'Dans les vingt arrondissements, nos coursiers livrent à vélo cargo électrique, avec des caissons isothermes, jusqu’à votre palier, même au sixième sans ascenseur.',
    neighbourhoods: [
      'Le Marais',
      'Montmartre',
      'Belleville',
      'Batignolles',
      'Butte-aux-Cailles',
      'Saint-Germain-des-Prés',
      'Bastille',
      'Auteuil',
    ],
    nearbyTowns: [
      'Neuilly-sur-Seine',
      'Boulogne-Billancourt',
      'Asnières-sur-Seine',
      'Rueil-Malmaison',
    ],
    local: {
      title: 'Le bio sans faire la queue au marché',
      text: 'Les marchés bio des Batignolles et de Raspail sont superbes, mais pas un mardi soir à 20 heures. Vos légumes bio arrivent dosés pour la recette : pas de cagette entière pour un petit appartement.',
    },
    faq: [
      {
        question: 'Le coursier monte-t-il dans les étages ?',
        answer:
          'Oui, jusqu’à votre porte. Indiquez le digicode, l’étage et le bâtiment dans vos instructions de livraison pour qu’il trouve du premier coup.',
      },
      {
        question: 'Et si ma loge est fermée le samedi ?',
        answer:
          'Choisissez un autre jour ou le créneau du soir, ou indiquez un voisin de confiance : la box isotherme patiente sans souci quelques heures.',
      },
      {
        question: 'Livrez-vous le 16e arrondissement nord et sud ?',
        answer:
          'Oui : les codes postaux 75016 et 75116 sont livrés à vélo cargo, comme tout Paris intra-muros.',
      },
      {
        question: 'Les emballages sont-ils repris à Paris ?',
        answer:
          'Nos coursiers reprennent les poches de froid et les sacs isothermes de la box précédente : laissez-les simplement à côté de votre porte le jour de livraison.',
      },
    ],
  },
  {
    name: 'rutabago_livraison_bio_lyon',
    organic: {
      region: 'd’Auvergne-Rhône-Alpes et de Bourgogne',
      departments: ['69', '01', '38', '42', '26', '07', '71', '73', '74', '63', '43', '21'],
    },
    intro:
      'À Lyon, on ne plaisante pas avec la cuisine. Notre panier repas bio apporte chaque semaine des recettes de saison que l’on prend plaisir à préparer, des pentes de la Croix-Rousse à Gerland.',
    delivery:
      'Un transporteur du frais livre Lyon et sa première couronne : la box part en camion réfrigéré et arrive chez vous sur le créneau choisi, le matin ou en soirée.',
    neighbourhoods: [
      'La Croix-Rousse',
      'Presqu’île',
      'Part-Dieu',
      'Confluence',
      'Vieux Lyon',
      'Monplaisir',
      'Vaise',
      'Gerland',
    ],
    nearbyTowns: ['Villeurbanne', 'Caluire-et-Cuire', 'Oullins', 'Bron', 'Écully', 'Vénissieux'],
    local: {
      title: 'Une table bio dans la capitale de la gastronomie',
      text: 'Lentilles, volailles, fromages de chèvre : la région regorge de produits que nos chefs aiment cuisiner en bio. Une recette de la semaine vous rappellera peut-être un bouchon de la rue Mercière, en plus léger.',
    },
    faq: [
      {
        question: 'Villeurbanne est-elle livrée comme Lyon ?',
        answer:
          'Oui, avec les mêmes jours et créneaux. C’est aussi le cas de Caluire-et-Cuire, d’Oullins, de Bron et des autres communes de la Métropole.',
      },
      {
        question: 'Puis-je être livré dans le Vieux Lyon, aux rues étroites ?',
        answer:
          'Oui. Précisez la traboule ou la cour dans vos instructions ; le livreur vous appelle s’il ne trouve pas l’entrée.',
      },
      {
        question: 'Proposez-vous des recettes bio végétariennes ?',
        answer:
          'Chaque semaine, plusieurs recettes bio du menu sont végétariennes : repérez l’étiquette « Végétarienne » sur les fiches.',
      },
    ],
  },
  {
    name: 'rutabago_livraison_neuilly_sur_seine',
    organic: null,
    intro:
      'Entre le bois de Boulogne et la Seine, Neuilly vit au calme. Notre panier repas y arrive sans un bruit de moteur, avec les recettes de la semaine et leurs ingrédients pesés.',
    delivery:
      'Neuilly-sur-Seine fait partie des communes livrées à vélo cargo : nos coursiers traversent la porte Maillot et déposent votre box à votre porte ou chez votre gardien.',
    neighbourhoods: ['Les Sablons', 'Saint-James', 'Bagatelle', 'Île de la Jatte', 'Centre-ville'],
    nearbyTowns: ['Levallois-Perret', 'Puteaux', 'Courbevoie', 'Paris 17e', 'Paris 16e'],
    local: {
      title: 'Des dîners faciles entre deux rendez-vous',
      text: 'Beaucoup de Neuilléens nous commandent pour les soirs de semaine : une recette rapide, une recette de poisson, et le week-end une recette plus travaillée à partager en famille.',
    },
    faq: [
      {
        question: 'Mon gardien peut-il réceptionner la box ?',
        answer:
          'Oui. Indiquez-le dans vos instructions : le coursier la lui remet, et la box isotherme garde tout au frais jusqu’au soir.',
      },
      {
        question: 'Livrez-vous l’île de la Jatte ?',
        answer: 'Oui, toute l’île est livrée à vélo cargo, côté Neuilly comme côté Levallois.',
      },
      {
        question: 'Puis-je recevoir ma box le matin avant de partir au travail ?',
        answer:
          'Choisissez le créneau du matin à la commande ; vous pouvez en changer chaque semaine depuis votre compte.',
      },
    ],
  },
  {
    name: 'rutabago_livraison_boulogne_billancourt',
    organic: null,
    intro:
      'Boulogne est la ville des familles, et des soirées où il faut nourrir tout le monde vite et bien. Notre panier repas arrive avec les quantités pour deux, quatre, six ou huit personnes.',
    delivery:
      'Comme dans Paris, votre box arrive à Boulogne-Billancourt à vélo cargo, depuis la porte de Saint-Cloud jusqu’aux bords de Seine du Trapèze.',
    neighbourhoods: [
      'Le Trapèze',
      'Les Princes-Marmottan',
      'Silly-Gallieni',
      'Point-du-Jour',
      'Centre-ville',
      'Billancourt-Rives de Seine',
    ],
    nearbyTowns: ['Issy-les-Moulineaux', 'Sèvres', 'Saint-Cloud', 'Paris 16e'],
    local: {
      title: 'Cuisiner avec les enfants, le mercredi',
      text: 'Nos fiches signalent les étapes à confier aux plus jeunes : laver les légumes, mélanger une pâte, dresser les assiettes. De quoi occuper un mercredi après-midi boulonnais pluvieux.',
    },
    faq: [
      {
        question: 'Livrez-vous les tours du Trapèze ?',
        answer:
          'Oui. Donnez le nom de la résidence et le code d’accès : le coursier monte jusqu’à votre porte ou laisse la box à l’accueil.',
      },
      {
        question: 'Puis-je commander pour six personnes ?',
        answer:
          'Oui, la box existe pour deux, quatre, six ou huit personnes, et vous changez de formule quand vous voulez.',
      },
      {
        question: 'Quel créneau choisir avec des enfants à la sortie de l’école ?',
        answer:
          'Le créneau du soir laisse le temps de rentrer du parc de Billancourt ou de l’activité du mercredi : la box arrive quand tout le monde est à la maison.',
      },
    ],
  },
  {
    name: 'rutabago_livraison_asnieres_sur_seine',
    organic: null,
    intro:
      'À Asnières, on rentre souvent tard de Saint-Lazare. Notre panier repas vous attend à la maison avec des recettes prêtes rapidement, sans arrêt au supermarché en sortant du train.',
    delivery:
      'Asnières-sur-Seine est livrée à vélo cargo, de la gare d’Asnières aux berges de Seine : votre box arrive sur le créneau du matin ou du soir choisi à la commande.',
    neighbourhoods: [
      'Les Quatre-Routes',
      'Les Grésillons',
      'Les Bourguignons',
      'Les Courtilles',
      'Centre-ville',
      'Bords de Seine',
    ],
    nearbyTowns: ['Gennevilliers', 'Bois-Colombes', 'Colombes', 'Clichy', 'Levallois-Perret'],
    local: {
      title: 'Le créneau du soir, pensé pour les trajets',
      text: 'Beaucoup d’Asniérois choisissent la livraison du soir pour être là à l’arrivée du coursier. Les recettes express du menu se préparent pendant que la table se met.',
    },
    faq: [
      {
        question: 'Livrez-vous Bois-Colombes et Gennevilliers ?',
        answer:
          'Oui, aux mêmes jours, par notre transporteur du frais : le vélo cargo s’arrête aux limites d’Asnières-sur-Seine.',
      },
      {
        question: 'Que se passe-t-il si mon train a du retard ?',
        answer:
          'Indiquez un voisin ou un endroit abrité dans vos instructions : la box isotherme garde vos produits au frais en vous attendant.',
      },
      {
        question: 'Puis-je sauter une semaine de vacances ?',
        answer:
          'Oui, depuis votre compte, en un clic, avant la date limite de la semaine. Aucune box n’est livrée ni facturée cette semaine-là.',
      },
    ],
  },
  {
    name: 'rutabago_livraison_rueil_malmaison',
    organic: null,
    intro:
      'Rueil-Malmaison a gardé ses jardins et son goût du fait maison. Notre panier repas apporte chaque semaine des recettes de saison à cuisiner sans liste de courses.',
    delivery:
      'Rueil-Malmaison est la plus à l’ouest des communes livrées à vélo cargo : nos coursiers montent jusqu’à Buzenval et au Mont-Valérien avec leurs vélos électriques.',
    neighbourhoods: [
      'Centre-ville',
      'Buzenval',
      'Les Godardes',
      'Mont-Valérien',
      'Rueil-sur-Seine',
      'La Jonchère',
      'Plateau',
    ],
    nearbyTowns: ['Nanterre', 'Suresnes', 'Bougival', 'La Celle-Saint-Cloud', 'Chatou'],
    local: {
      title: 'Des recettes de saison, comme au potager',
      text: 'Si vous avez un potager, nos recettes savent accueillir vos courgettes ou vos tomates en plus : chaque fiche propose une variante avec les légumes de la saison.',
    },
    faq: [
      {
        question: 'Le vélo cargo monte-t-il jusqu’à Buzenval ?',
        answer:
          'Oui : nos vélos sont à assistance électrique, et tous les quartiers de Rueil-Malmaison sont livrés de la même façon.',
      },
      {
        question: 'Livrez-vous une maison avec portail ?',
        answer:
          'Oui. Précisez où déposer la box (boîte à colis, abri, terrasse) dans vos instructions de livraison.',
      },
      {
        question: 'Et Nanterre ou Suresnes ?',
        answer:
          'Elles sont livrées aux mêmes jours par notre transporteur du frais, pas encore à vélo cargo.',
      },
    ],
  },
  {
    name: 'rutabago_livraison_marseille',
    organic: null,
    intro:
      'Marseille cuisine au soleil, à l’huile d’olive et au basilic. Notre panier repas vous apporte des recettes de saison qui ont le goût du Sud, sans monter et descendre les marchés de Noailles.',
    delivery: `À Marseille, un transporteur du frais livre les seize arrondissements, des quartiers nord aux calanques, dans un colis isotherme qui garde vos produits au frais ${insulatedBoxHours}\u00a0heures, même en plein été.`,
    neighbourhoods: [
      'Le Panier',
      'Vieux-Port',
      'Cours Julien',
      'La Joliette',
      'Castellane',
      'Endoume',
      'Mazargues',
      'Les Goudes',
    ],
    nearbyTowns: ['Aubagne', 'Allauch', 'Plan-de-Cuques', 'Cassis', 'Septèmes-les-Vallons'],
    local: {
      title: 'Des saveurs qui parlent aux Marseillais',
      text: 'Poissons de pêche responsable, légumes du soleil, pois chiches et épices : le menu de la semaine compte toujours quelques recettes aux accents méditerranéens.',
    },
    faq: [
      {
        question: 'La box tient-elle au frais en plein été ?',
        answer:
          'Oui : isolation et poches de froid la gardent au frais, même en juillet. Rangez simplement la viande et le poisson au réfrigérateur en rentrant.',
      },
      {
        question: 'Livrez-vous les quartiers nord et les Goudes ?',
        answer: 'Oui, les seize arrondissements de Marseille sont livrés, de l’Estaque aux Goudes.',
      },
      {
        question: 'Peut-on être livré à Aubagne ou à Cassis ?',
        answer:
          'Oui, aux mêmes jours et créneaux que Marseille : saisissez votre code postal au moment de la commande.',
      },
    ],
  },
  {
    name: 'rutabago_livraison_dijon',
    organic: null,
    intro:
      'À Dijon, la moutarde n’est jamais loin et les Halles font envie. Notre panier repas apporte le reste : des recettes de saison et leurs ingrédients, prêts à cuisiner en semaine.',
    delivery:
      'Dijon et sa métropole sont livrées par un transporteur du frais : la box part le matin de notre entrepôt et arrive chez vous sur le créneau choisi.',
    neighbourhoods: [
      'Centre historique',
      'Montchapet',
      'Les Grésilles',
      'Université',
      'Fontaine-d’Ouche',
      'Port du Canal',
      'Maladière',
    ],
    nearbyTowns: [
      'Chenôve',
      'Talant',
      'Quetigny',
      'Fontaine-lès-Dijon',
      'Longvic',
      'Chevigny-Saint-Sauveur',
    ],
    local: {
      title: 'La Bourgogne dans l’assiette',
      text: 'Nos recettes mettent à l’honneur les produits bourguignons quand la saison s’y prête : volailles, fromages, moutarde et légumes de Côte-d’Or. La fiche recette dit d’où vient chaque ingrédient.',
    },
    faq: [
      {
        question: 'Livrez-vous les étudiants du campus ?',
        answer:
          'Oui, le quartier de l’Université est livré. La box deux personnes convient bien à une colocation, et vous la mettez en pause pendant les vacances.',
      },
      {
        question: 'Chenôve et Quetigny sont-elles livrées ?',
        answer: 'Oui, comme toutes les communes de Dijon Métropole, aux mêmes jours que le centre.',
      },
      {
        question: 'Pourquoi pas de vélo cargo à Dijon ?',
        answer:
          'Nos coursiers à vélo partent de notre entrepôt de proche banlieue parisienne ; à Dijon, un transporteur spécialisé dans le frais prend le relais.',
      },
    ],
  },
];

const typeset = (page: CityCopy): CityCopy => ({
  ...page,
  intro: frenchTypography(page.intro),
  delivery: frenchTypography(page.delivery),
  local: { title: frenchTypography(page.local.title), text: frenchTypography(page.local.text) },
  faq: page.faq.map((entry) => ({
    question: frenchTypography(entry.question),
    answer: frenchTypography(entry.answer),
  })),
});

const copyByName = new Map(cities.map((copy) => [copy.name, typeset(copy)]));

/** The city pages, their copy set in French typography (DECISIONS, « Copy »). */
export const cityPages: readonly CityPage[] = cityPageIndex.map((entry) => {
  const copy = copyByName.get(entry.name);
  if (!copy) throw new Error(`no copy for the city page ${entry.name}`);
  return { ...copy, ...entry };
});

export const cityPageByName = (name: string): CityPage | undefined =>
  cityPages.find((page) => page.name === name);
