import type { SeedFaqSection } from '../types.ts';

// The help centre: questions customers really ask, answered in plain French.
// Section 10 holds the archived partner-programme articles; the site leaves it out.

const monAbonnement: SeedFaqSection = {
  id: 1,
  title: 'Mon abonnement',
  slug: 'mon-abonnement',
  position: 1,
  subsections: [
    {
      title: 'Gérer mon abonnement',
      slug: 'gerer-mon-abonnement',
      articles: [
        {
          title: 'Comment fonctionne l’abonnement Potimarron ?',
          slug: 'comment-fonctionne-l-abonnement',
          content: `Chaque semaine, nous publions **24 nouvelles recettes** sur [le menu](/menu). Vous choisissez celles qui vous font envie, et nous vous livrons une box avec les ingrédients frais, déjà dosés, et les fiches recettes pas à pas.

L’abonnement est **sans engagement** : vous pouvez mettre en pause, sauter une semaine, modifier votre box ou résilier quand vous le souhaitez, tant que c’est fait avant la date limite de la box concernée : **23 h 59, six jours avant sa livraison**.

Si vous ne choisissez pas vos recettes à temps, nous composons une sélection selon les préférences enregistrées dans [votre compte](/mon-compte). Pour tout comprendre en trois minutes, lisez [comment ça marche](/comment-ca-marche).`,
          keywords: ['abonnement', 'fonctionnement', 'sans engagement', 'principe'],
        },
        {
          title: 'Comment changer le nombre de personnes ou de recettes de ma box ?',
          slug: 'changer-nombre-personnes-recettes',
          content: `Rendez-vous dans [Mon compte](/mon-compte), rubrique « Mon abonnement », section « Ma formule » : choisissez le nombre de personnes et de recettes, puis cliquez sur « Enregistrer ma formule ». Vous pouvez choisir une box pour **2, 4, 6 ou 8 personnes**, de 4 à 32 parts par semaine : jusqu’à **16 recettes** à 2, 8 à 4, 5 à 6 et 4 à 8 personnes.

Une seule règle : le nombre total de portions (personnes × recettes) doit être compris entre **4 et 32**. Une box pour 2 personnes contient donc au moins 2 recettes, et une box pour 8 personnes au plus 4 recettes.

Le changement s’applique à la première livraison dont la date limite n’est pas passée. Si vous la modifiez avant la date limite de votre prochaine box (23 h 59, six jours avant sa livraison), cette box est déjà concernée. Vous pouvez aussi changer de formule pour une seule semaine, par exemple pour recevoir des amis, sans toucher au reste de votre abonnement.`,
          keywords: ['nombre de personnes', 'portions', 'formule', 'modifier box', 'taille'],
        },
        {
          title: 'Jusqu’à quand puis-je choisir ou modifier mes recettes ?',
          slug: 'date-limite-choix-recettes',
          content: `Vous pouvez choisir, remplacer ou ajouter des recettes jusqu’à **23 h 59, six jours avant leur livraison** : la date exacte s’affiche sur chaque box, dans [Mon compte](/mon-compte). Passé ce délai, nous commandons les ingrédients à nos producteurs au plus juste et la box ne peut plus être modifiée.

Le menu des semaines à venir est visible plusieurs semaines à l’avance sur [la page menu](/menu) : vous pouvez donc préparer vos choix tranquillement, et même les changer plusieurs fois avant la date limite.

Un rappel vous est envoyé par e-mail le mardi si vous n’avez pas encore fait votre sélection. Si vous ne choisissez rien, nous composons votre box à partir de vos préférences (végétarien, sans porc, rapide…), que vous pouvez ajuster à tout moment dans [Mon compte](/mon-compte).`,
          keywords: ['date limite', 'choisir recettes', 'délai', 'modifier'],
        },
        {
          title: 'Puis-je changer de jour de livraison ?',
          slug: 'changer-jour-livraison',
          content: `Oui. Nous livrons **du mardi au samedi** : vous choisissez le jour et le créneau de votre première box en la commandant. Pour changer de jour ensuite, écrivez-nous à bonjour@potimarron.fr avant la date limite de la box concernée (23 h 59, six jours avant sa livraison) : nous l’appliquons à vos box suivantes.

Si vous êtes absent le jour prévu une seule semaine, vous pouvez aussi [suspendre cette box](/mon-compte) dans la rubrique « Mes livraisons », avant sa date limite. Selon votre code postal, certains jours ou créneaux horaires peuvent ne pas être proposés. Plus de détails sur [la page livraison](/livraison).`,
          keywords: ['jour de livraison', 'changer jour', 'créneau', 'absent'],
        },
        {
          title: 'Comment enregistrer mes préférences alimentaires ?',
          slug: 'enregistrer-preferences-alimentaires',
          content: `Dans [Mon compte](/mon-compte), rubrique « Mon abonnement », section « Mes préférences », cochez ce qui correspond à votre foyer : végétarien, sans porc, sans poisson, rapide ou équilibré, puis cliquez sur « Enregistrer mes préférences ».

Ces préférences servent à deux choses :

1. **mettre en avant** les recettes qui vous correspondent sur le menu de la semaine ;
2. **composer votre box automatiquement** si vous n’avez pas choisi vos recettes avant la date limite de la livraison.

Elles ne masquent aucune recette : vous gardez accès aux 24 recettes de la semaine et vous restez libre de choisir ce qui vous tente. Attention, elles ne remplacent pas une vérification des allergènes, indiqués sur chaque fiche recette.`,
          keywords: ['préférences', 'végétarien', 'sans porc', 'goûts'],
        },
      ],
    },
    {
      title: 'Pause et résiliation',
      slug: 'pause-et-resiliation',
      articles: [
        {
          title: 'Comment mettre mon abonnement en pause ?',
          slug: 'mettre-abonnement-en-pause',
          content: `Partir en vacances ou simplement faire une pause ne pose aucun problème. Dans [Mon compte](/mon-compte), rubrique « Mon abonnement », cliquez sur « Mettre en pause » : vos prochaines box ne sont plus préparées ni livrées, jusqu’à ce que vous cliquiez sur « Réactiver mon abonnement », une semaine, un mois ou plus tard.

Pour que la pause concerne votre prochaine box, elle doit être enregistrée **avant la date limite de cette box** : 23 h 59, six jours avant sa livraison. Aucune box n’est préparée ni facturée pendant la pause.

Votre compte, vos préférences et votre progression dans [le club](/le-club) sont conservés. Vous reprenez quand vous le souhaitez, en un clic.`,
          keywords: ['pause', 'vacances', 'suspendre', 'interrompre'],
        },
        {
          title: 'Comment sauter une semaine ?',
          slug: 'sauter-une-semaine',
          content: `Dans [Mon compte](/mon-compte), chacune de vos prochaines box apparaît avec sa date de livraison. Sur celle de la semaine concernée, cliquez sur « Suspendre » puis confirmez.

Vous pouvez sauter autant de semaines que vous le souhaitez, consécutives ou non, à condition de le faire **avant sa date limite** : 23 h 59, six jours avant la livraison (chaque box affiche la sienne). La semaine sautée n’est évidemment pas facturée.

Vous avez changé d’avis ? Tant que la date limite n’est pas passée, il suffit de cliquer sur « Réactiver » sur la box concernée. Sauter une semaine est souvent plus simple qu’une pause quand vous savez déjà que vous serez absent un week-end précis.`,
          keywords: ['sauter une semaine', 'annuler livraison', 'semaine', 'absence'],
        },
        {
          title: 'Comment résilier mon abonnement ?',
          slug: 'resilier-abonnement',
          content: `L’abonnement Potimarron est sans engagement : vous pouvez le résilier à tout moment, sans frais ni justification. Dans [Mon compte](/mon-compte), rubrique « Mon abonnement », cliquez sur « Mettre en pause » : plus aucune box n’est préparée ni facturée. Puis écrivez-nous à bonjour@potimarron.fr ou appelez notre service client : nous clôturons votre abonnement le jour même.

Pour ne pas recevoir la box de la semaine suivante, la résiliation doit être faite **avant la date limite de cette box** : 23 h 59, six jours avant sa livraison. Après cette date, la box en préparation est livrée et facturée normalement.

Nous vous demanderons, si vous le voulez bien, la raison de votre départ : cela nous aide vraiment à progresser. Si c’est une question de rythme ou de budget, sachez que la pause ou une formule plus petite sont aussi possibles. Et si vous préférez nous parler de vive voix, notre service client répond au 01 84 80 12 34, du lundi au samedi, de 8 h à 20 h.`,
          keywords: ['résilier', 'résiliation', 'arrêter', 'désabonner', 'annuler abonnement'],
        },
        {
          title: 'Puis-je me réabonner après avoir résilié ?',
          slug: 'se-reabonner-apres-resiliation',
          content: `Bien sûr, et avec plaisir ! [Connectez-vous](/connexion) avec votre adresse e-mail habituelle : votre compte, vos adresses et vos préférences sont toujours là. Cliquez sur « Réactiver mon abonnement », choisissez votre formule puis vos recettes sur [le menu](/menu).

Votre historique de commandes est conservé, et vous retrouvez vos recettes favorites. Si un moyen de paiement a expiré entre-temps, il vous sera demandé d’en enregistrer un nouveau.

Comme pour toute commande, pensez à valider vos choix avant la date limite de votre box : 23 h 59, six jours avant sa livraison.`,
          keywords: ['réabonner', 'reprendre', 'réactiver', 'revenir'],
        },
      ],
    },
    {
      title: 'Mon compte',
      slug: 'mon-compte',
      articles: [
        {
          title: 'J’ai oublié mon mot de passe, que faire ?',
          slug: 'mot-de-passe-oublie',
          content: `Sur la page de [connexion](/connexion), cliquez sur « Mot de passe oublié ? » et saisissez l’adresse e-mail de votre compte. Vous recevez dans les minutes qui suivent un code à 6 chiffres, valable 15 minutes : saisissez-le sur la même page avec votre nouveau mot de passe.

Rien reçu ? Vérifiez votre dossier de courriers indésirables, puis assurez-vous d’utiliser la même adresse qu’à l’inscription. Si vous avez plusieurs adresses, essayez-les l’une après l’autre.

Si le problème persiste, écrivez-nous à bonjour@potimarron.fr : nous vérifierons avec vous l’adresse associée à votre compte. Pour votre sécurité, nous ne communiquons jamais de mot de passe par téléphone ou par e-mail.`,
          keywords: ['mot de passe', 'connexion', 'oublié', 'identifiant'],
        },
        {
          title: 'Comment modifier mon adresse de livraison ?',
          slug: 'modifier-adresse-livraison',
          content: `Votre adresse de livraison est celle de votre première commande. Pour la modifier, écrivez-nous à bonjour@potimarron.fr **avant la date limite de votre prochaine box** (23 h 59, six jours avant sa livraison) : la nouvelle adresse s’applique dès cette box.

Pensez à nous donner les **informations utiles au livreur** : digicode, étage, nom sur l’interphone, ou un endroit abrité où déposer la box. Plus ces indications sont précises, plus la livraison se passe bien. Pour vous faire livrer une seule fois ailleurs, chez des amis ou au bureau par exemple, précisez la semaine concernée dans votre message.`,
          keywords: ['adresse', 'déménagement', 'changer adresse', 'digicode'],
        },
        {
          title: 'Comment supprimer mon compte et mes données ?',
          slug: 'supprimer-compte-donnees',
          content: `Vous pouvez demander la suppression de votre compte à tout moment en écrivant à bonjour@potimarron.fr depuis l’adresse associée à votre compte. Si un abonnement est en cours, nous le résilions d’abord ; une box dont la date limite est déjà passée reste livrée et facturée.

Nous supprimons ensuite vos données personnelles (adresses, préférences, historique de recettes) dans un délai d’un mois. Certaines informations, comme les factures, doivent être conservées pendant la durée imposée par la loi.

Si vous voulez simplement ne plus recevoir nos e-mails, inutile de supprimer votre compte : un lien de désinscription figure en bas de chacun d’eux, et vous pouvez aussi gérer vos abonnements aux newsletters dans [Mon compte](/mon-compte).`,
          keywords: ['supprimer compte', 'données personnelles', 'rgpd', 'newsletter'],
        },
      ],
    },
  ],
};

const lesRecettes: SeedFaqSection = {
  id: 2,
  title: 'Les recettes',
  slug: 'les-recettes',
  position: 2,
  subsections: [
    {
      title: 'Le menu de la semaine',
      slug: 'le-menu-de-la-semaine',
      articles: [
        {
          title: 'Combien de recettes sont proposées chaque semaine ?',
          slug: 'combien-de-recettes-par-semaine',
          content: `Notre équipe cuisine imagine **24 nouvelles recettes chaque semaine**, pour que vous ne tombiez jamais dans la routine. Le menu mélange les plats du quotidien et les découvertes : recettes de saison, cuisines du monde, classiques revisités.

Chaque semaine, vous y trouvez notamment :

- des recettes **express**, prêtes en 20 minutes ;
- **9 recettes bio** ;
- **6 recettes certifiées Thermomix** ;
- plusieurs recettes végétariennes, des poissons et des plats plus gourmands.

Toutes nos recettes sont prêtes en **30 minutes ou moins**. Le menu des semaines à venir est consultable sur [la page menu](/menu), et toutes les recettes déjà parues restent disponibles dans [notre carnet de recettes](/recettes/page/1).`,
          keywords: ['menu', 'nombre de recettes', 'choix', 'semaine', 'nouveautés'],
        },
        {
          title: 'Que signifient les mentions Signature, Premium et Premium+ ?',
          slug: 'recettes-signature-premium',
          content: `Nos recettes sont classées en quatre gammes :

- **Classique** : nos recettes du quotidien, incluses dans le prix de votre box ;
- **Signature** : des recettes plus travaillées, imaginées par notre chef, également incluses ;
- **Premium** : des produits d’exception (poisson sauvage, pièce de bœuf maturée, fromage AOP…), avec un petit supplément par portion ;
- **Premium+** : nos recettes de fête, avec un supplément plus élevé.

Le montant du supplément est indiqué clairement sur la fiche recette et dans le récapitulatif de votre box, avant toute validation. Vous n’êtes jamais obligé de choisir une recette premium : si nous composons votre box à votre place, nous ne sélectionnons que des recettes sans supplément.`,
          keywords: ['premium', 'supplément', 'signature', 'gamme', 'prix recette'],
        },
        {
          title: 'Puis-je retrouver une recette d’une semaine précédente ?',
          slug: 'retrouver-ancienne-recette',
          content: `Oui ! Toutes les recettes déjà parues sont rassemblées dans [notre carnet de recettes](/recettes/page/1), avec la liste des ingrédients, les étapes détaillées et les valeurs nutritionnelles. Vous pouvez filtrer par temps de préparation, par régime ou par type de cuisine.

Les recettes que vous avez reçues sont aussi enregistrées dans l’historique de [votre compte](/mon-compte). Un petit cœur vous permet de les ajouter à vos favoris pour les retrouver en un clic.

En revanche, une ancienne recette ne peut pas être commandée à la demande : nous ne recommandons les ingrédients que pour les recettes du menu en cours. Nos recettes les plus appréciées reviennent régulièrement au menu ; en les ajoutant à vos favoris, vous serez prévenu de leur retour.`,
          keywords: ['ancienne recette', 'historique', 'favoris', 'retrouver'],
        },
        {
          title: 'Pourquoi les recettes changent-elles au fil des saisons ?',
          slug: 'recettes-de-saison',
          content: `Parce qu’un légume de saison a plus de goût, coûte moins cher et voyage moins ! Nos chefs construisent le menu à partir de ce que nos producteurs récoltent au bon moment : asperges et petits pois au printemps, tomates et courgettes en été, courges et champignons à l’automne, choux et légumes racines en hiver.

C’est aussi ce qui nous permet d’utiliser **90 % d’ingrédients français**. Vous ne trouverez donc pas de tomates en décembre, mais de bonnes soupes, des gratins et des currys réconfortants.

Certains ingrédients, comme les agrumes, le riz ou les épices, viennent forcément d’ailleurs : l’origine de chacun est indiquée sur la fiche recette.`,
          keywords: ['saison', 'légumes de saison', 'menu', 'origine'],
        },
      ],
    },
    {
      title: 'Régimes et allergies',
      slug: 'regimes-et-allergies',
      articles: [
        {
          title: 'Proposez-vous des recettes végétariennes ?',
          slug: 'recettes-vegetariennes',
          content: `Oui, chaque semaine, plusieurs recettes du menu sont végétariennes : gratins, currys de légumes, pâtes fraîches, galettes, bowls… Elles sont repérées par le pictogramme « Végé » sur [le menu](/menu), et vous pouvez les afficher seules grâce au filtre dédié.

Si vous cochez la préférence « végétarien » dans [Mon compte](/mon-compte), elles sont mises en avant et votre box est composée uniquement de recettes végétariennes lorsque nous choisissons pour vous.

Nos recettes végétariennes peuvent contenir des œufs ou des produits laitiers. Nous ne proposons pas encore de gamme 100 % végétalienne, mais certaines recettes le sont : c’est précisé sur leur fiche.`,
          keywords: ['végétarien', 'végé', 'sans viande', 'vegan'],
        },
        {
          title: 'Comment connaître les allergènes d’une recette ?',
          slug: 'allergenes-recette',
          content: `Les 14 allergènes majeurs (gluten, lait, œufs, fruits à coque, arachides, soja, poisson, crustacés, céleri, moutarde, sésame, sulfites, lupin, mollusques) sont indiqués sur **chaque fiche recette**, en ligne et sur la fiche papier glissée dans la box. Pensez aussi à lire l’étiquette de chaque ingrédient, qui fait foi.

Nos ingrédients sont conditionnés dans des ateliers qui manipulent ces allergènes. Nous prenons toutes les précautions possibles, mais nous ne pouvons pas exclure la présence de traces.

Pour cette raison, **nous déconseillons nos box aux personnes souffrant d’allergies sévères**. En cas de doute sur une recette, notre service client peut vous transmettre la composition détaillée d’un produit : bonjour@potimarron.fr.`,
          keywords: ['allergènes', 'allergie', 'gluten', 'intolérance', 'traces'],
        },
        {
          title: 'Avez-vous des recettes sans gluten ou sans lactose ?',
          slug: 'recettes-sans-gluten-sans-lactose',
          content: `Certaines recettes de la semaine ne contiennent ni gluten ni lactose parmi leurs ingrédients. Vous les repérez facilement grâce à la liste des allergènes présente sur chaque fiche recette, sur [le menu](/menu) comme dans [le carnet de recettes](/recettes/page/1).

Nous ne proposons toutefois pas de gamme certifiée sans gluten : nos ingrédients sont préparés dans des ateliers qui manipulent aussi de la farine de blé, et des traces ne peuvent être exclues. Si vous êtes cœliaque, nos box ne sont donc pas adaptées.

Pour une simple préférence, c’est possible : beaucoup de nos clients remplacent par exemple les pâtes par du riz qu’ils ont déjà dans leur placard.`,
          keywords: ['sans gluten', 'sans lactose', 'intolérance', 'cœliaque'],
        },
      ],
    },
    {
      title: 'Cuisiner nos recettes',
      slug: 'cuisiner-nos-recettes',
      articles: [
        {
          title: 'Combien de temps faut-il pour préparer une recette ?',
          slug: 'temps-de-preparation',
          content: `Toutes nos recettes sont prêtes en **30 minutes ou moins**, du déballage à l’assiette. Et pour les soirs où ça presse, notre gamme **express** est prête en **20 minutes** : idéale après une longue journée.

Le temps indiqué sur chaque fiche correspond au temps passé « aux fourneaux ». Quelques recettes demandent en plus un temps de cuisson au four pendant lequel vous n’avez rien à faire : il est toujours précisé à part, pour que vous puissiez vous organiser.

Nos fiches sont écrites pour être suivies facilement, même par des cuisiniers débutants : étapes numérotées, photos, et des astuces de chef pour gagner du temps. Consultez [comment ça marche](/comment-ca-marche) pour découvrir une fiche en détail.`,
          keywords: ['temps de préparation', '30 minutes', 'rapide', 'express', '20 minutes'],
        },
        {
          title: 'Que dois-je avoir chez moi pour cuisiner ?',
          slug: 'ingredients-placard-ustensiles',
          content: `Votre box contient tous les ingrédients frais et spécifiques de la recette. Il vous faut seulement quelques produits de base que l’on trouve dans toutes les cuisines : **sel, poivre, huile d’olive ou de tournesol, et parfois du beurre, du sucre ou un peu de vinaigre**. Ils sont signalés par la mention « à avoir chez vous » sur la fiche recette.

Côté ustensiles, le matériel courant suffit : une poêle, une casserole, une planche, un bon couteau, parfois un plat allant au four ou un mixeur. La liste des ustensiles nécessaires figure en haut de chaque fiche, ce qui vous permet de vérifier avant de choisir vos recettes.`,
          keywords: ['placard', 'ustensiles', 'sel poivre', 'matériel', 'huile'],
        },
        {
          title: 'Comment fonctionnent les recettes Thermomix ?',
          slug: 'recettes-thermomix',
          content: `Chaque semaine, **6 recettes du menu sont certifiées Thermomix**. Elles ont été développées et testées avec le robot : les étapes indiquent la vitesse, la température et le temps à programmer, pour des résultats sans surprise.

Elles sont repérées par un pictogramme dédié sur [le menu](/menu). Si vous cochez la préférence « Thermomix » dans [Mon compte](/mon-compte), elles apparaissent en premier.

Vous n’avez pas de Thermomix ? Pas de souci : ces recettes se réalisent aussi avec des ustensiles classiques, et la fiche propose les deux versions. Elles restent prêtes en 30 minutes ou moins, mais le robot vous libère souvent les mains pendant la cuisson.`,
          keywords: ['thermomix', 'robot', 'robot cuiseur', 'tm6'],
        },
      ],
    },
    {
      title: 'Thermomix',
      slug: 'thermomix',
      articles: [
        {
          title: 'Quels modèles de Thermomix sont compatibles avec vos recettes ?',
          slug: 'modeles-thermomix-compatibles',
          content: `Nos recettes certifiées sont écrites pour le **TM5, le TM6 et le TM7**. Les réglages indiqués (vitesse, température, durée) sont les mêmes pour les trois modèles ; seules les fonctions propres au TM6 et au TM7, comme la cuisson lente ou le rissolage, sont signalées par une mention « TM6 et TM7 ».

Avec un TM31, la plupart des recettes fonctionnent aussi : réduisez les quantités d’un quart pour tenir dans le bol, plus petit.`,
          keywords: ['tm5', 'tm6', 'tm7', 'tm31', 'modèle'],
        },
        {
          title: 'Les quantités de la box tiennent-elles dans le bol du Thermomix ?',
          slug: 'quantites-bol-thermomix',
          content: `Oui pour 2 et 4 personnes : les recettes certifiées sont calibrées pour un bol de 2,2 litres. Pour 6 ou 8 personnes, la fiche découpe la cuisson en deux fournées et indique l’ordre à suivre, pour que tout soit chaud au moment de servir.`,
          keywords: ['bol', 'quantités', 'portions', 'fournées'],
        },
        {
          title: 'Comment retrouver les recettes Thermomix dans mon menu ?',
          slug: 'trouver-recettes-thermomix',
          content: `Sur [le menu de la semaine](/menu), les recettes certifiées portent la mention « Thermomix ». Cochez la préférence « Thermomix » dans [Mon compte](/mon-compte) : elles remontent en tête de votre menu et sont proposées en priorité quand nous préparons votre sélection.`,
          keywords: ['menu', 'préférence', 'filtre', 'thermomix'],
        },
      ],
    },
  ],
};

const laLivraison: SeedFaqSection = {
  id: 3,
  title: 'La livraison',
  slug: 'la-livraison',
  position: 3,
  subsections: [
    {
      title: 'Zones et jours de livraison',
      slug: 'zones-et-jours-de-livraison',
      articles: [
        {
          title: 'Où livrez-vous ?',
          slug: 'zones-de-livraison',
          content: `Nous livrons **partout en France** : la métropole, Corse comprise, et les cinq départements d’outre-mer (Guadeloupe, Martinique, Guyane, La Réunion, Mayotte), en ville comme à la campagne. Saisissez votre code postal sur [la page livraison](/livraison) pour voir les jours et créneaux disponibles chez vous.

À **Paris intra-muros**, votre box arrive à **vélo cargo** : c’est plus rapide dans les rues de la capitale, et c’est zéro émission sur le dernier kilomètre. Ailleurs, nous travaillons avec des transporteurs spécialisés dans le frais.

Les collectivités d’outre-mer (Saint-Pierre-et-Miquelon, Saint-Barthélemy, Saint-Martin, la Polynésie française…), Monaco et les pays voisins ne sont pas desservis.`,
          keywords: ['zone de livraison', 'code postal', 'france', 'corse', 'outre-mer', 'où'],
        },
        {
          title: 'Quels jours êtes-vous livré ?',
          slug: 'jours-de-livraison',
          content: `Nous livrons **du mardi au samedi**. Vous choisissez votre jour de livraison à l’inscription, puis vous pouvez le modifier dans [Mon compte](/mon-compte), pour une seule semaine ou pour toutes les suivantes.

Vos choix de recettes et vos modifications doivent être enregistrés **avant 23 h 59, six jours avant la livraison**. Par exemple, si vous êtes livré le jeudi, votre box est figée le vendredi soir de la semaine précédente.

Selon votre commune, tous les jours ne sont pas forcément disponibles. Les jours proposés pour votre adresse s’affichent dès que vous saisissez votre code postal.`,
          keywords: ['jour', 'mardi', 'samedi', 'quand', 'calendrier'],
        },
        {
          title: 'Comment fonctionne la livraison à vélo cargo à Paris ?',
          slug: 'livraison-velo-cargo-paris',
          content: `Dans Paris intra-muros, nos box sont livrées par des coursiers à **vélo cargo** électrique, équipés de caissons isothermes. Ils partent de notre entrepôt de proche banlieue et déposent les box directement à votre porte, même au sixième étage sans ascenseur.

Vous choisissez un créneau horaire au moment de la commande et recevez un SMS le jour J avec une heure d’arrivée estimée. Si vous êtes absent, le coursier peut laisser la box à votre gardien ou chez un voisin, si vous l’avez indiqué dans vos instructions de livraison.

C’est plus rapide, plus silencieux, et cela évite l’équivalent de plusieurs milliers de trajets en camionnette chaque année.`,
          keywords: ['vélo cargo', 'paris', 'coursier', 'livraison écologique'],
        },
        {
          title: 'Y a-t-il des frais de livraison ?',
          slug: 'frais-de-livraison',
          content: `Les éventuels frais de livraison dépendent de votre formule et de votre adresse. Ils sont **toujours affichés dans votre panier**, avant la validation de votre commande, et sur le récapitulatif de chaque box dans [Mon compte](/mon-compte) : pas de mauvaise surprise.

Certains codes promo offrent la livraison pendant quelques semaines : il suffit de saisir le code dans le panier.

Le tarif est le même que vous soyez livré en vélo cargo à Paris ou par transporteur ailleurs en France. Pour connaître les conditions exactes, consultez [la page livraison](/livraison) et nos [conditions générales de vente](/conditions-generales-de-vente).`,
          keywords: ['frais de livraison', 'prix livraison', 'gratuit', 'coût'],
        },
      ],
    },
    {
      title: 'Le colis',
      slug: 'le-colis',
      articles: [
        {
          title: 'Que se passe-t-il si je ne suis pas chez moi à la livraison ?',
          slug: 'absent-a-la-livraison',
          content: `Pas d’inquiétude : votre box voyage dans un **colis isotherme qui garde vos produits au frais 24 heures** grâce à son isolation et à ses poches de froid. Le livreur peut donc la déposer devant votre porte, chez votre gardien ou dans un endroit abrité que vous lui indiquez.

Indiquez-les dans le champ « Instructions de livraison » en commandant votre première box, ou écrivez-nous à bonjour@potimarron.fr pour les changer : digicode, étage, endroit où laisser la box, voisin de confiance…

À votre retour, rangez rapidement la viande, le poisson et les produits laitiers au réfrigérateur. Si vous savez que vous serez absent toute la journée, changez plutôt de jour de livraison ou [suspendez cette box](/mon-compte) avant sa date limite.`,
          keywords: ['absent', 'pas chez moi', 'dépôt', 'gardien', 'voisin'],
        },
        {
          title: 'Comment ranger ma box à réception ?',
          slug: 'ranger-box-reception',
          content: `Dès réception, ouvrez votre box et placez au réfrigérateur :

- la viande, le poisson et les crevettes, à cuisiner en priorité ;
- les produits laitiers et les œufs ;
- les herbes fraîches et les légumes fragiles (salade, champignons).

Les pommes de terre, oignons, ail et produits d’épicerie se conservent à température ambiante. Chaque fiche recette indique une **date de consommation conseillée** : nous vous recommandons de cuisiner en premier les recettes de poisson, puis celles à base de viande, et de garder les recettes végétariennes pour la fin de la semaine.

Les ingrédients de chaque recette sont regroupés dans un même sachet numéroté, pour ne rien mélanger.`,
          keywords: ['conservation', 'réfrigérateur', 'ranger', 'fraîcheur', 'dlc'],
        },
        {
          title: 'Comment suivre ma livraison ?',
          slug: 'suivre-ma-livraison',
          content: `La veille de votre livraison, nous vous envoyons un e-mail avec un **lien de suivi**. Le jour même, vous recevez un SMS indiquant le créneau de passage estimé, puis une notification une fois la box déposée.

Vous retrouvez ces informations à tout moment dans [Mon compte](/mon-compte), rubrique « Mes livraisons ».

Si le suivi n’évolue plus ou si la box n’est pas arrivée à la fin de votre créneau, contactez notre service client au 01 84 80 12 34, du lundi au samedi, de 8 h à 20 h, ou par e-mail à bonjour@potimarron.fr. Nous localisons le colis avec le transporteur et trouvons une solution.`,
          keywords: ['suivi', 'suivre colis', 'sms', 'où est ma box'],
        },
      ],
    },
    {
      title: 'Un problème avec ma livraison',
      slug: 'un-probleme-avec-ma-livraison',
      articles: [
        {
          title: 'Il manque un ingrédient dans ma box, que faire ?',
          slug: 'ingredient-manquant',
          content: `Cela peut arriver malgré nos contrôles, et nous en sommes désolés. Signalez-le-nous **dans les 48 heures** suivant la livraison, par e-mail à bonjour@potimarron.fr, en précisant la date de livraison de la box.

Indiquez la recette et l’ingrédient concernés ; une photo nous aide si un produit est abîmé. Nous vous remboursons la valeur de l’ingrédient, ou de la recette entière si elle ne peut plus être cuisinée, sous forme de crédit ou sur votre moyen de paiement.

Avant de nous écrire, jetez un œil au fond de la box et sous les poches de froid : les petits sachets d’épices aiment s’y cacher !`,
          keywords: ['ingrédient manquant', 'oubli', 'réclamation', 'manque'],
        },
        {
          title: 'Que faire si ma box est arrivée en retard ou abîmée ?',
          slug: 'box-en-retard-ou-abimee',
          content: `Si votre box arrive après votre créneau, vérifiez d’abord sa température : tant que les poches de froid sont encore fraîches, les produits ont été conservés correctement, car la box garde le froid pendant 24 heures.

Si la box est abîmée, mouillée, ou si un produit frais vous semble tiède, **ne le consommez pas**. Prenez une photo et contactez-nous dans les 48 heures depuis [Mon compte](/mon-compte) ou au 01 84 80 12 34, du lundi au samedi, de 8 h à 20 h.

Nous vous proposons alors un remboursement des produits concernés ou un crédit sur votre prochaine box. Chaque signalement est transmis à nos transporteurs pour éviter que cela se reproduise.`,
          keywords: ['retard', 'abîmée', 'colis endommagé', 'chaleur', 'réclamation'],
        },
        {
          title: 'Que faire si ma box n’est jamais arrivée ?',
          slug: 'box-non-livree',
          content: `Vérifiez d’abord l’e-mail et le SMS de suivi : la box a peut-être été laissée chez un voisin, au gardien ou dans l’endroit que vous avez indiqué. Regardez aussi si l’adresse de livraison de cette semaine est bien la bonne dans [Mon compte](/mon-compte).

Si vous ne trouvez toujours rien à la fin de la journée de livraison, contactez-nous sans attendre au 01 84 80 12 34 (du lundi au samedi, de 8 h à 20 h) ou à bonjour@potimarron.fr. Nous lançons une enquête auprès du transporteur.

Si la box est perdue, nous vous remboursons intégralement. Le remboursement apparaît sur votre compte bancaire sous 5 à 10 jours ouvrés.`,
          keywords: ['non livrée', 'perdue', 'colis perdu', 'pas reçu'],
        },
      ],
    },
  ],
};

const paiementEtFacturation: SeedFaqSection = {
  id: 4,
  title: 'Paiement et facturation',
  slug: 'paiement-et-facturation',
  position: 4,
  subsections: [
    {
      title: 'Moyens de paiement',
      slug: 'moyens-de-paiement',
      articles: [
        {
          title: 'Quels moyens de paiement acceptez-vous ?',
          slug: 'moyens-de-paiement-acceptes',
          content: `Nous acceptons le paiement par **carte bancaire** : CB, Visa, Mastercard et American Express. Les paiements sont sécurisés par notre prestataire certifié, et vos données bancaires ne sont jamais stockées sur nos serveurs.

Vous pouvez aussi utiliser une [carte cadeau Potimarron](/offrir-une-carte-cadeau), en saisissant son code à l’étape de la livraison : son montant est déduit de la commande, en une seule fois, et la carte bancaire ne sert qu’à régler la différence.

Nous n’acceptons pas les titres-restaurant, les chèques ni les espèces.`,
          keywords: ['paiement', 'carte bancaire', 'visa', 'american express', 'titre restaurant'],
        },
        {
          title: 'Quand suis-je débité ?',
          slug: 'date-de-prelevement',
          content: `Votre carte est débitée chaque semaine, **le lendemain de sa date limite**, c’est-à-dire juste après la clôture de ses modifications (23 h 59, six jours avant la livraison). C’est à ce moment que votre box est définitivement confirmée et que nous commandons les ingrédients.

Une semaine sautée ou en pause n’est jamais débitée. Si vous modifiez votre box (nombre de recettes, recettes premium), le montant est recalculé et affiché dans votre récapitulatif avant la date limite.

Pour votre toute première commande, le paiement a lieu au moment de la validation. Pour toute question sur un débit, écrivez-nous à bonjour@potimarron.fr.`,
          keywords: ['prélèvement', 'débit', 'quand payer', 'date paiement'],
        },
        {
          title: 'Comment changer de carte bancaire ?',
          slug: 'changer-carte-bancaire',
          content: `Dans [Mon compte](/mon-compte), rubrique « Mes cartes », saisissez votre nouvelle carte sous « Ajouter une carte » et cliquez sur « Enregistrer la carte », puis retirez l’ancienne avec « Retirer ». Votre banque peut vous demander une validation 3D Secure : c’est normal.

La nouvelle carte est utilisée dès la prochaine box dont la date limite n’est pas encore passée.

Si votre carte expire bientôt, nous vous prévenons par e-mail. En cas d’échec de paiement, nous tentons à nouveau le débit le lendemain et vous envoyons un message : pensez à mettre votre carte à jour rapidement pour que votre box soit bien expédiée.`,
          keywords: ['changer carte', 'carte expirée', 'échec paiement', '3d secure'],
        },
      ],
    },
    {
      title: 'Prix et suppléments',
      slug: 'prix-et-supplements',
      articles: [
        {
          title: 'Comment est calculé le prix de ma box ?',
          slug: 'calcul-prix-box',
          content: `Le prix de votre box dépend de deux choses : le **nombre de personnes** (2, 4, 6 ou 8) et le **nombre de recettes** (de 1 à 8 pour 4 personnes, jusqu’à 16 pour 2, 5 pour 6 et 4 pour 8). Plus votre box contient de portions, plus le prix par portion diminue.

À cela peuvent s’ajouter :

- les **suppléments** des recettes premium et premium+, si vous en choisissez ;
- les éventuels frais de livraison ;
- et à l’inverse, les réductions de vos codes promo, cartes cadeaux ou avantages du [club](/le-club).

Le total est toujours affiché dans votre panier avant la validation, et le détail de chaque box figure dans [Mon compte](/mon-compte). Les tarifs en vigueur sont décrits dans nos [conditions générales de vente](/conditions-generales-de-vente).`,
          keywords: ['prix', 'tarif', 'combien ça coûte', 'prix par portion'],
        },
        {
          title: 'Pourquoi certaines recettes ont-elles un supplément ?',
          slug: 'pourquoi-supplement-recette',
          content: `Les recettes **Premium** et **Premium+** utilisent des produits plus rares ou plus coûteux : filet de bœuf, noix de Saint-Jacques, magret de canard, fromages affinés, poissons sauvages… Plutôt que d’augmenter le prix de toutes les box, nous appliquons un supplément uniquement à ceux qui choisissent ces recettes.

Le supplément est indiqué **par portion** sur la fiche de la recette et dans votre panier. Il est multiplié par le nombre de personnes de votre box : pour une box 4 personnes, il est donc compté quatre fois.

Les recettes Classique et Signature n’ont jamais de supplément, et nous n’ajoutons jamais de recette premium dans votre box sans votre accord.`,
          keywords: ['supplément', 'premium', 'premium plus', 'prix recette'],
        },
        {
          title: 'Les prix peuvent-ils changer ?',
          slug: 'evolution-des-prix',
          content: `Nous faisons tout pour garder des prix stables, mais il peut arriver que nos tarifs évoluent, par exemple lorsque le coût des matières premières ou du transport augmente fortement.

Dans ce cas, nous vous prévenons **par e-mail au moins 30 jours à l’avance**. Vous restez libre de mettre votre abonnement en pause, de changer de formule ou de résilier sans frais, puisque l’abonnement est sans engagement.

Le prix de chaque box est toujours celui affiché dans votre récapitulatif au moment de sa date limite. Les détails figurent dans nos [conditions générales de vente](/conditions-generales-de-vente).`,
          keywords: ['hausse de prix', 'augmentation', 'tarifs', 'évolution'],
        },
      ],
    },
    {
      title: 'Factures et remboursements',
      slug: 'factures-et-remboursements',
      articles: [
        {
          title: 'Où trouver mes factures ?',
          slug: 'telecharger-mes-factures',
          content: `Une facture est établie pour chaque box au moment du débit. Pour la recevoir, écrivez-nous à bonjour@potimarron.fr en précisant la date de livraison de la box : nous vous l’envoyons au format PDF.

Chaque facture détaille les recettes reçues, les éventuels suppléments, les frais de livraison et les réductions appliquées (codes promo, carte cadeau, avantages du club), avec la TVA correspondante.

Besoin d’une facture au nom de votre entreprise, ou d’un récapitulatif annuel ? Écrivez-nous à bonjour@potimarron.fr en précisant la raison sociale et l’adresse de facturation souhaitées.`,
          keywords: ['facture', 'télécharger', 'pdf', 'justificatif'],
        },
        {
          title: 'Comment et quand suis-je remboursé ?',
          slug: 'delai-remboursement',
          content: `Lorsqu’un remboursement est accordé (ingrédient manquant, produit abîmé, box non livrée), vous avez le choix entre deux options :

- un **crédit** sur votre compte, utilisable immédiatement sur votre prochaine box ;
- un **remboursement sur votre carte bancaire**, qui apparaît sur votre relevé sous 5 à 10 jours ouvrés, selon votre banque.

Vous recevez un e-mail de confirmation dès que le remboursement est lancé. Le crédit, lui, apparaît tout de suite dans [Mon compte](/mon-compte) et se déduit automatiquement.

Si vous ne voyez rien passer après 10 jours ouvrés, contactez-nous à bonjour@potimarron.fr en indiquant la date de la box concernée.`,
          keywords: ['remboursement', 'délai', 'crédit', 'avoir'],
        },
        {
          title: 'Pourquoi ai-je été débité alors que j’avais sauté la semaine ?',
          slug: 'debit-semaine-sautee',
          content: `Commencez par vérifier dans [Mon compte](/mon-compte) que la semaine apparaît bien comme « En pause ». Si la modification a été faite **après sa date limite**, la box était déjà confirmée et a été préparée : elle est alors livrée et facturée normalement.

Si la semaine est bien indiquée comme sautée et que vous avez tout de même été débité, il s’agit d’une erreur de notre part. Contactez-nous au 01 84 80 12 34, du lundi au samedi, de 8 h à 20 h, ou à bonjour@potimarron.fr : nous vous remboursons intégralement et rapidement.

Astuce : une confirmation par e-mail vous est envoyée à chaque semaine sautée. Gardez-la, elle facilite nos vérifications.`,
          keywords: ['débit', 'erreur', 'semaine sautée', 'prélevé par erreur'],
        },
      ],
    },
  ],
};

const codesPromoEtCartesCadeaux: SeedFaqSection = {
  id: 5,
  title: 'Codes promo et cartes cadeaux',
  slug: 'codes-promo-et-cartes-cadeaux',
  position: 5,
  subsections: [
    {
      title: 'Codes promo',
      slug: 'codes-promo',
      articles: [
        {
          title: 'Comment utiliser un code promo ?',
          slug: 'utiliser-code-promo',
          content: `Saisissez votre code dans le champ « Code promo » **de votre panier**, juste avant la validation, puis cliquez sur « Appliquer ». La réduction s’affiche immédiatement dans le récapitulatif.

Un code promo s’applique à la commande en cours ; il ne peut pas être ajouté sur une box déjà payée.`,
          keywords: ['code promo', 'réduction', 'coupon', 'panier'],
        },
        {
          title: 'Que faire si mon code promo ne fonctionne pas ?',
          slug: 'code-promo-ne-fonctionne-pas',
          content: `Plusieurs raisons sont possibles :

- **le code a expiré** : vérifiez sa date de validité ;
- **il est réservé aux nouveaux clients**, et votre adresse e-mail ou de livraison est déjà associée à un compte ;
- **il a déjà été utilisé** : la plupart des codes ne servent qu’une fois ;
- **une faute de frappe** s’est glissée : attention au zéro et à la lettre O ;
- **il ne se cumule pas** avec un autre code déjà appliqué.

Si rien de tout cela ne correspond, envoyez-nous le code et une capture d’écran du message d’erreur à bonjour@potimarron.fr. Nous vérifierons et, si le code est valable, nous appliquerons la réduction manuellement.`,
          keywords: ['code invalide', 'code promo erreur', 'ne marche pas', 'expiré'],
        },
        {
          title: 'Puis-je cumuler plusieurs codes promo ?',
          slug: 'cumuler-codes-promo',
          content: `Non, un seul code promo peut être appliqué par box. Si vous en avez plusieurs, choisissez celui qui vous est le plus avantageux ; vous pourrez utiliser l’autre sur une box suivante, s’il est encore valable.

En revanche, un code promo **se cumule avec une carte cadeau** et avec les avantages du [club de fidélité](/le-club). La réduction du code est calculée en premier, puis la carte cadeau vient régler tout ou partie du montant restant.

Les conditions propres à chaque opération sont précisées dans nos [conditions générales de vente](/conditions-generales-de-vente).`,
          keywords: ['cumuler', 'plusieurs codes', 'cumul', 'carte cadeau'],
        },
      ],
    },
    {
      title: 'Cartes cadeaux',
      slug: 'cartes-cadeaux',
      articles: [
        {
          title: 'Comment offrir une carte cadeau ?',
          slug: 'offrir-une-carte-cadeau',
          content: `Rendez-vous sur [la page d’achat des cartes cadeaux](/carte-cadeau) et choisissez le montant : **30 €, 50 €, 80 € ou 100 €**. Ajoutez un petit mot personnalisé, puis indiquez si vous voulez l’envoyer directement par e-mail au destinataire, à la date de votre choix, ou la recevoir vous-même pour l’imprimer.

Le paiement se fait par carte bancaire (CB, Visa, Mastercard, American Express). Pas besoin d’être abonné pour offrir une carte cadeau.

C’est l’idée parfaite pour un anniversaire, une crémaillère, de jeunes parents ou un étudiant qui quitte le nid : de bons petits plats, sans la corvée des courses.`,
          keywords: ['offrir', 'carte cadeau', 'cadeau', 'anniversaire'],
        },
        {
          title: 'Comment utiliser une carte cadeau que j’ai reçue ?',
          slug: 'utiliser-carte-cadeau',
          content: `Vous avez reçu une carte cadeau ? Bonne nouvelle ! Saisissez le code inscrit sur la carte dans votre panier, à l’étape du paiement, comme un code promo. [Connectez-vous](/connexion) ou créez votre compte : le montant est déduit de votre commande.

Choisissez ensuite votre formule et vos recettes sur [le menu](/menu). La carte s’utilise **en une seule fois**, sur la commande où vous saisissez son code : si la box coûte davantage, la différence est réglée par carte bancaire ; si elle coûte moins, le reste n’est pas conservé. Composez donc une box d’au moins le montant de la carte.

Utiliser une carte cadeau ne vous engage à rien : vous pouvez mettre l’abonnement en pause ou le résilier avant la date limite de la box suivante.`,
          keywords: ['utiliser carte cadeau', 'activer', 'code cadeau', 'solde'],
        },
        {
          title: 'Quelle est la durée de validité d’une carte cadeau ?',
          slug: 'validite-carte-cadeau',
          content: `Une carte cadeau Potimarron est **valable un an** à compter de sa date d’achat. La date d’expiration est inscrite sur la carte et dans l’e-mail de réception.

Après cette date, la carte ne peut plus être utilisée : nous vous envoyons un rappel par e-mail un mois avant l’échéance, pour que vous ayez le temps d’en profiter.`,
          keywords: ['validité', 'expiration', 'durée', 'un an'],
        },
        {
          title: 'Puis-je utiliser une carte cadeau en plusieurs fois ?',
          slug: 'carte-cadeau-plusieurs-fois',
          content: `Non. Une carte cadeau s’utilise **en une seule fois**, sur la commande où vous saisissez son code : son montant est déduit de cette commande, et ce qui n’a pas servi n’est pas conservé. Par exemple, une carte de 80 € sur une box de 74 € la règle entièrement, et les 6 € restants sont perdus ; sur une box de 96 €, il reste 16 € à régler par carte bancaire.

Pour en profiter pleinement, composez une box d’au moins le montant de la carte. Une seule carte cadeau peut être utilisée par commande.

Une carte cadeau ne peut être ni échangée contre de l’argent, ni remboursée.`,
          keywords: ['plusieurs fois', 'solde', 'cumuler cartes', 'reste'],
        },
        {
          title: 'Que faire si le destinataire n’a pas reçu la carte cadeau ?',
          slug: 'carte-cadeau-non-recue',
          content: `Si vous avez programmé un envoi par e-mail, vérifiez d’abord la **date d’envoi choisie** : la carte part automatiquement ce jour-là, vers 8 h du matin. Demandez ensuite au destinataire de regarder dans ses courriers indésirables ou son onglet « Promotions ».

Vous pouvez aussi renvoyer la carte vous-même : l’e-mail de confirmation d’achat contient le code et un lien vers une version imprimable.

Toujours rien ? Écrivez-nous à bonjour@potimarron.fr avec le numéro de commande : nous vérifierons l’adresse saisie et renverrons la carte, ou la transférerons vers une autre adresse si une erreur s’est glissée.`,
          keywords: ['carte cadeau non reçue', 'e-mail', 'renvoyer', 'perdu'],
        },
      ],
    },
  ],
};

const leClubDeFidelite: SeedFaqSection = {
  id: 6,
  title: 'Le club de fidélité',
  slug: 'le-club-de-fidelite',
  position: 6,
  subsections: [
    {
      title: 'Fonctionnement du club',
      slug: 'fonctionnement-du-club',
      articles: [
        {
          title: 'Qu’est-ce que le club Potimarron ?',
          slug: 'qu-est-ce-que-le-club',
          content: `Le [club Potimarron](/le-club) est notre programme de fidélité, **gratuit et automatique** pour tous les abonnés : pas d’inscription, vous en faites partie dès votre première box.

Plus vous cuisinez avec nous, plus vous progressez à travers quatre paliers : **Découverte**, **Gourmet**, **Chef** et **Grand Chef**. Chaque palier débloque de nouveaux avantages : recettes en avant-première, surprises glissées dans la box, réductions sur les recettes premium, service client prioritaire…

Votre palier actuel et le nombre de box qui vous séparent du suivant sont affichés dans [Mon compte](/mon-compte), rubrique « Mon club fidélité ».`,
          keywords: ['club', 'fidélité', 'programme', 'avantages'],
        },
        {
          title: 'Comment passer au palier supérieur ?',
          slug: 'passer-palier-superieur',
          content: `Votre progression dépend du **nombre de box livrées** depuis votre inscription :

- **Découverte** : dès votre première box ;
- **Gourmet** : à partir de 10 box ;
- **Chef** : à partir de 25 box ;
- **Grand Chef** : à partir de 50 box.

Toutes les box comptent, quelle que soit leur taille : une box 2 personnes avec 2 recettes compte autant qu’une box familiale. Les box offertes avec une carte cadeau comptent aussi.

Dès que vous atteignez un nouveau palier, vous recevez un e-mail de bienvenue qui détaille vos nouveaux avantages. Suivez votre progression dans [Mon compte](/mon-compte).`,
          keywords: ['palier', 'niveau', 'progression', 'gourmet', 'grand chef'],
        },
        {
          title: 'Est-ce que je perds mon palier si je fais une pause ?',
          slug: 'palier-pendant-une-pause',
          content: `Non. Vos box livrées restent comptabilisées, et votre palier est conservé pendant vos pauses et vos semaines sautées, aussi longues soient-elles. C’est l’un des principes de notre abonnement sans engagement : vous cuisinez à votre rythme, sans pression.

Si vous résiliez votre abonnement, votre historique reste enregistré sur votre compte. En cas de réabonnement, vous retrouvez votre palier et reprenez votre progression là où vous l’aviez laissée.

Seule la suppression complète du compte efface définitivement votre progression dans le [club](/le-club).`,
          keywords: ['pause', 'perdre palier', 'statut', 'résiliation'],
        },
        {
          title: 'Le club est-il payant ?',
          slug: 'club-payant',
          content: `Non, le club Potimarron est **entièrement gratuit**. Il n’y a ni cotisation, ni carte à présenter, ni formulaire à remplir : tous nos abonnés en font partie automatiquement dès leur première box.

Les avantages sont appliqués directement à vos box ou signalés dans vos e-mails : vous n’avez rien à faire de particulier pour en profiter.

Pour découvrir tous les avantages de chaque palier, rendez-vous sur [la page du club](/le-club).`,
          keywords: ['gratuit', 'payant', 'cotisation', 'inscription club'],
        },
      ],
    },
    {
      title: 'Avantages et paliers',
      slug: 'avantages-et-paliers',
      articles: [
        {
          title: 'Quels sont les avantages du palier Découverte ?',
          slug: 'avantages-palier-decouverte',
          content: `Le palier **Découverte** est celui de vos premières semaines avec nous. Il vous donne accès :

- à la **newsletter du club**, avec les coulisses de nos recettes et de nos producteurs ;
- aux **ventes privées** de recettes de saison, proposées aux membres une semaine avant les autres ;
- à un petit cadeau de bienvenue glissé dans votre cinquième box.

C’est aussi le moment de prendre vos marques : testez nos recettes express, nos recettes bio ou nos plats plus gourmands, et notez-les dans [Mon compte](/mon-compte). Vos notes nous aident à composer des menus qui vous ressemblent. Prochaine étape : le palier Gourmet, à partir de 10 box livrées.`,
          keywords: ['découverte', 'premier palier', 'avantages', 'bienvenue'],
        },
        {
          title: 'Quels sont les avantages des paliers Gourmet et Chef ?',
          slug: 'avantages-paliers-gourmet-chef',
          content: `Au palier **Gourmet** (dès 10 box), en plus des avantages Découverte, vous profitez :

- de l’**accès en avant-première** au menu, un jour avant tout le monde ;
- d’une **surprise gourmande** glissée dans votre box de temps en temps : dessert, condiment d’un producteur, café…

Au palier **Chef** (dès 25 box), vous bénéficiez en plus :

- d’une **réduction sur les suppléments** des recettes premium ;
- d’une recette premium offerte chaque trimestre ;
- d’invitations à nos ateliers de cuisine en ligne avec notre équipe.

Le détail à jour des avantages figure sur [la page du club](/le-club).`,
          keywords: ['gourmet', 'chef', 'avantages', 'avant-première', 'surprise'],
        },
        {
          title: 'Quels sont les avantages du palier Grand Chef ?',
          slug: 'avantages-palier-grand-chef',
          content: `**Grand Chef** est notre palier le plus élevé, atteint à partir de 50 box livrées. C’est notre façon de remercier nos clients les plus fidèles. En plus de tous les avantages des paliers précédents, vous profitez :

- d’une **ligne prioritaire** au service client : vos demandes sont traitées en premier, du lundi au samedi, de 8 h à 20 h ;
- des **suppléments premium offerts** sur une recette par mois ;
- d’un **coffret cadeau** de nos producteurs pour votre anniversaire d’abonnement ;
- de la possibilité de **tester nos nouvelles recettes** avant leur arrivée au menu et de donner votre avis à nos chefs.

Votre palier Grand Chef est acquis pour de bon, même si vous faites des pauses.`,
          keywords: ['grand chef', 'avantages', 'fidèle', 'priorité'],
        },
        {
          title: 'Comment utiliser mes avantages du club ?',
          slug: 'utiliser-avantages-club',
          content: `La plupart des avantages s’appliquent **automatiquement** : la réduction sur les suppléments premium apparaît directement dans votre panier, et les surprises arrivent dans votre box sans que vous ayez rien à faire.

Pour les avantages à activer, comme la recette premium offerte du palier Chef, écrivez-nous à bonjour@potimarron.fr avant la date limite de votre box, en nommant la recette premium qui vous tente sur [le menu](/menu) : nous l’ajoutons à votre box.

Un avantage non utilisé sur sa période (trimestre ou mois) n’est pas reporté : nous vous envoyons un rappel quelques jours avant l’échéance.`,
          keywords: ['utiliser avantages', 'activer', 'recette offerte', 'réduction club'],
        },
      ],
    },
  ],
};

const qualiteEtEngagements: SeedFaqSection = {
  id: 7,
  title: 'Qualité et engagements',
  slug: 'qualite-et-engagements',
  position: 7,
  subsections: [
    {
      title: 'Nos ingrédients',
      slug: 'nos-ingredients',
      articles: [
        {
          title: 'D’où viennent vos ingrédients ?',
          slug: 'origine-des-ingredients',
          content: `**90 % de nos ingrédients sont français**. Nous travaillons en direct avec des maraîchers, éleveurs, fromagers et pêcheurs partout en France, et privilégions les circuits courts autour de nos entrepôts.

Certains produits ne poussent pas chez nous : agrumes, riz, épices, café ou lait de coco. Nous les choisissons alors auprès de fournisseurs sélectionnés, en privilégiant l’Europe quand c’est possible.

L’origine de chaque ingrédient est indiquée sur la fiche recette, souvent avec le nom du producteur. Vous pouvez les découvrir sur le [carnet de recettes](/recettes/page/1) : nous sommes fiers de les mettre en avant !`,
          keywords: ['origine', 'français', 'producteurs', 'provenance', 'local'],
        },
        {
          title: 'Vos recettes sont-elles bio ?',
          slug: 'recettes-bio',
          content: `Une bonne partie, oui : **la moitié de nos recettes sont certifiées bio**, et chaque semaine le menu compte **9 recettes bio**, repérables grâce au logo AB sur [le menu](/menu).

Une recette certifiée bio est composée d’ingrédients issus de l’agriculture biologique, à l’exception de quelques produits qui n’existent pas en bio ou pas en quantité suffisante (certaines épices, par exemple), conformément à la réglementation.

Dans les autres recettes, de nombreux ingrédients sont aussi bio : c’est précisé ingrédient par ingrédient sur chaque fiche. Si vous cochez la préférence « bio » dans [Mon compte](/mon-compte), les recettes bio apparaissent en premier sur votre menu.`,
          keywords: ['bio', 'agriculture biologique', 'label ab', 'organique'],
        },
        {
          title: 'Comment choisissez-vous vos viandes et vos poissons ?',
          slug: 'viandes-et-poissons',
          content: `Nos **viandes** sont majoritairement françaises : volailles Label Rouge ou bio, porc français, bœuf de races à viande élevé en France. L’origine exacte et le mode d’élevage figurent sur chaque fiche recette.

Pour les **poissons et fruits de mer**, nous suivons les recommandations des organisations de protection des océans : nous évitons les espèces menacées et privilégions la pêche durable, les labels MSC et ASC, et les criées françaises.

Toutes nos viandes et poissons sont livrés sous vide ou sous atmosphère protectrice, avec une date limite de consommation adaptée à votre semaine. Pensez à cuisiner les recettes de poisson en premier.`,
          keywords: ['viande', 'poisson', 'label rouge', 'pêche durable', 'msc'],
        },
        {
          title: 'Comment garantissez-vous la fraîcheur des produits ?',
          slug: 'fraicheur-des-produits',
          content: `Nous commandons les ingrédients **après la date limite de chaque box**, en fonction des recettes choisies : ils ne dorment pas en stock. La plupart sont récoltés ou préparés quelques jours seulement avant d’être expédiés.

Nos box sont préparées dans un entrepôt réfrigéré, puis expédiées dans des **caisses isothermes avec poches de froid**, qui conservent la fraîcheur des aliments pendant 24 heures après la livraison.

Chaque lot est contrôlé à réception par notre équipe qualité. Si un produit ne vous semble pas parfait à l’ouverture, signalez-le-nous dans les 48 heures : nous le remboursons.`,
          keywords: ['fraîcheur', 'qualité', 'chaîne du froid', 'frais'],
        },
      ],
    },
    {
      title: 'Le bio',
      slug: 'le-bio',
      articles: [
        {
          title: 'Que garantissent les labels AB et Eurofeuille ?',
          slug: 'labels-ab-eurofeuille',
          content: `L’**Eurofeuille**, la feuille étoilée verte, est le label bio obligatoire de l’Union européenne ; le logo **AB**, facultatif, est sa version française. Tous deux garantissent au moins 95 % d’ingrédients agricoles bio, sans pesticides ni engrais de synthèse, sans OGM, et un contrôle chaque année par un organisme certificateur agréé.

Sur chaque fiche recette, les ingrédients bio sont signalés un par un, avec leur producteur quand nous travaillons en direct avec lui.`,
          keywords: ['ab', 'eurofeuille', 'label', 'certification'],
        },
        {
          title: 'Une recette certifiée bio, qu’est-ce que c’est ?',
          slug: 'recette-certifiee-bio',
          content: `Une recette est **certifiée bio** quand au moins 60 % des ingrédients livrés dans la box sont issus de l’agriculture biologique. Les produits de votre placard (sel, huile, poivre) ne sont pas comptés, puisqu’ils ne sont pas dans la box.

Sur la fiche, chaque ingrédient bio porte la mention « bio » : vous voyez d’un coup d’œil ce qui l’est, et ce qui ne l’est pas encore.`,
          keywords: ['certifiée', 'recette bio', 'pourcentage'],
        },
        {
          title: 'Le bio coûte-t-il plus cher dans la box ?',
          slug: 'prix-du-bio',
          content: `Non : une recette bio coûte le même prix qu’une autre recette de sa gamme (classique, signature, premium). Nous achetons en direct aux producteurs et en quantités justes, sans stock perdu : c’est ce qui nous permet de ne pas faire payer le bio plus cher.`,
          keywords: ['prix', 'supplément', 'tarif bio'],
        },
      ],
    },
    {
      title: 'La box repas bio',
      slug: 'la-box-repas-bio',
      articles: [
        {
          title: 'Puis-je recevoir une box entièrement bio ?',
          slug: 'box-entierement-bio',
          content: `Oui : choisissez uniquement des recettes portant le logo **AB** sur le menu. Chaque semaine, 9 recettes certifiées bio y figurent, de quoi remplir une box de 4 personnes (jusqu’à 8 recettes) sans en choisir une seule qui ne le soit pas.

Cochez la préférence « bio » dans [Mon compte](/mon-compte) : si vous ne choisissez pas vos recettes avant la date limite, nous composerons votre box parmi les recettes bio de la semaine.`,
          keywords: ['box bio', 'tout bio', '100 % bio'],
        },
        {
          title: 'La box repas bio a-t-elle un prix à part ?',
          slug: 'prix-box-repas-bio',
          content: `Non : elle suit la grille de la box, selon le nombre de personnes et de recettes, livraison comprise. Une recette bio coûte le même prix qu’une autre recette de sa gamme ; seules les recettes premium, bio ou non, ont un supplément.`,
          keywords: ['prix', 'box bio', 'tarif'],
        },
        {
          title: 'Peut-on mélanger recettes bio et recettes classiques ?',
          slug: 'melanger-bio-et-classique',
          content: `Bien sûr : chaque semaine, vous composez votre box recette par recette, en bio ou non. Beaucoup d’abonnés prennent les recettes bio pour les légumes et les produits laitiers, et une recette de poisson ou de viande à côté.`,
          keywords: ['mélanger', 'box bio', 'composer'],
        },
      ],
    },
    {
      title: 'Cuisiner bio',
      slug: 'cuisiner-bio',
      articles: [
        {
          title: 'Faut-il éplucher les légumes bio ?',
          slug: 'eplucher-legumes-bio',
          content: `Rarement : un légume bio se brosse sous l’eau plutôt qu’il ne s’épluche. Carottes, pommes de terre nouvelles, courges et betteraves gardent leur peau, où se logent une bonne part de leurs fibres.

Quand une recette demande d’éplucher malgré tout, pour une purée lisse ou un céleri-rave à la peau terreuse, la fiche le précise.`,
          keywords: ['éplucher', 'peau', 'légumes bio'],
        },
        {
          title: 'Combien de temps se gardent les ingrédients bio de la box ?',
          slug: 'conservation-ingredients-bio',
          content: `Rangés au réfrigérateur dès réception, dans leur sachet, ils se cuisinent dans la semaine. Sans traitement après récolte, fruits et légumes bio vieillissent à leur rythme : commencez par les recettes au poisson et aux herbes fraîches, gardez les légumes racines pour la fin de semaine.`,
          keywords: ['conservation', 'frigo', 'fraîcheur'],
        },
        {
          title: 'Les recettes bio sont-elles plus longues à cuisiner ?',
          slug: 'temps-recettes-bio',
          content: `Non : elles sont prêtes en 30 minutes ou moins, comme toutes nos recettes, et la gamme express en 20 minutes. Le bio change l’origine des ingrédients, pas les gestes de la fiche.`,
          keywords: ['temps', 'recette bio', 'rapide'],
        },
      ],
    },
    {
      title: 'Emballages et environnement',
      slug: 'emballages-et-environnement',
      articles: [
        {
          title: 'Que faire des emballages de ma box ?',
          slug: 'recycler-emballages',
          content: `Voici comment trier les éléments de votre box :

- **le carton** extérieur : au bac de tri, bien aplati ;
- **l’isolant** : il est en fibres recyclées et se jette avec les papiers-cartons ;
- **les poches de froid** : le gel est non toxique ; vous pouvez les garder au congélateur pour vos pique-niques, ou vider le gel à la poubelle et trier l’enveloppe ;
- **les sachets** des ingrédients : selon les consignes de votre commune, la plupart vont dans le bac de tri.

Le guide de tri est imprimé sur le rabat de chaque box. Et à Paris, nos coursiers à vélo cargo reprennent les isolants et les poches de froid lors de la livraison suivante.`,
          keywords: ['emballages', 'recyclage', 'tri', 'carton', 'poches de froid'],
        },
        {
          title: 'Pourquoi y a-t-il autant d’emballages ?',
          slug: 'pourquoi-autant-emballages',
          content: `C’est une remarque que nous entendons, et nous la prenons au sérieux. Les emballages servent d’abord à **garantir la sécurité alimentaire** : respecter la chaîne du froid, protéger les produits fragiles et éviter tout contact entre la viande crue et les légumes.

Depuis notre création, nous avons déjà remplacé l’isolant plastique par des fibres recyclées, supprimé les barquettes des légumes entiers et regroupé les petits ingrédients par recette. Nous testons actuellement des sachets compostables pour les herbes et les épices.

Nous savons que ce n’est pas fini. Vos suggestions sont précieuses : écrivez-nous à bonjour@potimarron.fr, elles sont transmises à notre équipe emballages.`,
          keywords: ['trop d’emballages', 'plastique', 'environnement', 'déchets'],
        },
        {
          title: 'Quel est l’impact carbone de la livraison ?',
          slug: 'impact-carbone-livraison',
          content: `Livrer des box partout en France a forcément un impact, et nous cherchons à le réduire à chaque étape :

- des **tournées optimisées** : un même camion dessert tous les clients d’un secteur, ce qui évite de nombreux trajets individuels vers le supermarché ;
- des **vélos cargo** pour toutes les livraisons dans Paris intra-muros ;
- des ingrédients à **90 % français**, qui voyagent moins ;
- des **quantités justes**, car le gaspillage alimentaire pèse lourd dans le bilan carbone d’un repas.

Nous publions chaque année nos progrès sur [la page livraison](/livraison) et dans notre blog.`,
          keywords: ['carbone', 'écologie', 'impact', 'environnement', 'co2'],
        },
      ],
    },
    {
      title: 'Zéro gaspillage',
      slug: 'zero-gaspillage',
      articles: [
        {
          title: 'Comment luttez-vous contre le gaspillage alimentaire ?',
          slug: 'lutte-contre-gaspillage',
          content: `Chez vous, d’abord : chaque ingrédient est livré **en juste quantité** pour la recette et le nombre de personnes choisis. Plus de demi-botte de persil qui fane au fond du réfrigérateur ou de crème entamée oubliée.

Chez nous, ensuite : comme vous choisissez vos recettes avant la date limite de chaque box, nous commandons à nos producteurs exactement ce dont nous avons besoin. Nos invendus, très rares, sont donnés chaque semaine à des associations d’aide alimentaire partenaires.

Enfin, nos fiches recettes proposent souvent une astuce pour utiliser un reste : fanes de carottes en pesto, pain rassis en chapelure, épluchures en bouillon.`,
          keywords: ['gaspillage', 'anti-gaspi', 'juste quantité', 'restes'],
        },
        {
          title: 'Les portions sont-elles suffisantes ?',
          slug: 'taille-des-portions',
          content: `Nos portions sont calculées pour un **adulte avec un appétit normal**, soit en général entre 550 et 800 kcal par assiette selon la recette. Les valeurs nutritionnelles de chaque portion sont indiquées sur la fiche recette.

Si vous avez de gros mangeurs à la maison, ou des adolescents en pleine croissance, beaucoup de nos clients choisissent une box pour un nombre de personnes supérieur : une box 4 personnes pour 3 convives, par exemple. Le reste fait souvent un excellent déjeuner le lendemain.

À l’inverse, pour de jeunes enfants, une box 4 personnes convient généralement à deux adultes et trois petits.`,
          keywords: ['portions', 'quantités', 'assez', 'grosse faim', 'calories'],
        },
        {
          title: 'Que faire si je ne cuisine pas toutes les recettes de la semaine ?',
          slug: 'recettes-non-cuisinees',
          content: `Cela arrive à tout le monde ! Quelques conseils pour ne rien perdre :

- cuisinez en priorité les recettes à base de **poisson et de viande**, plus fragiles ;
- la plupart des plats cuisinés **se congèlent** très bien : préparez la recette, laissez refroidir et mettez-la au congélateur ;
- les légumes, féculents et épices de la dernière recette s’intègrent facilement dans une omelette, une soupe ou une salade.

Si cela se répète, c’est peut-être le signe que votre formule est un peu trop grande : vous pouvez réduire le nombre de recettes dans [Mon compte](/mon-compte), à tout moment avant la date limite de votre prochaine box.`,
          keywords: ['restes', 'congeler', 'trop de recettes', 'conservation'],
        },
      ],
    },
  ],
};

// Archived: the partner programme closed; the site excludes this section (id 10).
const espacePartenairesArchives: SeedFaqSection = {
  id: 10,
  title: 'Espace partenaires (archives)',
  slug: 'espace-partenaires-archives',
  position: 8,
  subsections: [
    {
      title: 'Programme d’affiliation',
      slug: 'programme-d-affiliation',
      articles: [
        {
          title: 'Comment devenir partenaire affilié Potimarron ?',
          slug: 'devenir-partenaire-affilie',
          content: `*Archive : le programme d’affiliation est fermé aux nouvelles candidatures. Cette page est conservée à titre d’information.*

Le programme d’affiliation s’adressait aux blogueurs culinaires, créateurs de contenu et sites de bons plans. Après validation de leur candidature, les partenaires recevaient un lien de suivi et une commission sur chaque première box commandée grâce à eux.

Les candidatures se faisaient via un formulaire dans l’espace partenaires, avec une présentation de l’audience et des thématiques abordées. Le contrat était sans exclusivité et résiliable à tout moment.

Pour faire découvrir Potimarron à un proche aujourd’hui, offrez-lui une [carte cadeau](/offrir-une-carte-cadeau).`,
          keywords: ['affiliation', 'partenaire', 'blogueur', 'commission'],
        },
        {
          title: 'Quand les commissions d’affiliation étaient-elles versées ?',
          slug: 'versement-commissions-affiliation',
          content: `*Archive : ces informations concernent l’ancien programme d’affiliation, aujourd’hui clôturé.*

Les commissions étaient calculées à la fin de chaque mois, une fois passé le délai de réclamation des commandes concernées. Elles étaient versées par virement bancaire le 15 du mois suivant, à partir d’un montant minimum cumulé de 50 €.

Un relevé détaillé, listant les commandes validées, annulées ou en attente, était disponible dans le tableau de bord de l’espace partenaires.

Les anciens partenaires qui ont une question sur un dernier versement peuvent écrire à bonjour@potimarron.fr en indiquant leur identifiant partenaire.`,
          keywords: ['commission', 'versement', 'virement', 'affilié'],
        },
      ],
    },
    {
      title: 'Offres entreprises et comités sociaux',
      slug: 'offres-entreprises-et-comites-sociaux',
      articles: [
        {
          title: 'Comment proposer Potimarron aux salariés de mon entreprise ?',
          slug: 'offre-comites-sociaux-economiques',
          content: `*Archive : l’offre dédiée aux comités sociaux et économiques n’est plus commercialisée. Cette page est conservée à titre d’information.*

Les CSE et services RH pouvaient souscrire une convention de partenariat donnant à leurs salariés une remise permanente sur leurs box. L’entreprise recevait un code dédié à diffuser en interne, ainsi que des supports de communication (affiches, e-mails types).

La convention était signée pour un an, renouvelable tacitement, et la remise était entièrement financée par Potimarron.

Les entreprises qui souhaitent offrir des box aujourd’hui peuvent commander des [cartes cadeaux](/offrir-une-carte-cadeau) de 30 €, 50 €, 80 € ou 100 €.`,
          keywords: ['entreprise', 'cse', 'comité d’entreprise', 'salariés'],
        },
        {
          title: 'Comment commander des cartes cadeaux en nombre pour un CSE ?',
          slug: 'cartes-cadeaux-en-nombre-cse',
          content: `*Archive : la commande groupée depuis l’espace partenaires a été remplacée. Cette page est conservée à titre d’information.*

Les partenaires entreprises pouvaient commander depuis leur espace des lots de cartes cadeaux, à partir de dix cartes, avec un envoi groupé au format PDF ou des cartes imprimées expédiées au siège. Le règlement se faisait par virement à réception de facture.

Chaque carte cadeau restait valable un an à compter de sa date d’achat, comme les cartes vendues aux particuliers.

Pour une commande importante aujourd’hui, contactez notre service client au 01 84 80 12 34, du lundi au samedi, de 8 h à 20 h.`,
          keywords: ['commande groupée', 'cse', 'cartes cadeaux', 'entreprise'],
        },
      ],
    },
  ],
};

export const faqSections: SeedFaqSection[] = [
  monAbonnement,
  lesRecettes,
  laLivraison,
  paiementEtFacturation,
  codesPromoEtCartesCadeaux,
  leClubDeFidelite,
  qualiteEtEngagements,
  espacePartenairesArchives,
];
