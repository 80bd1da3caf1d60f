import type { SeedPage } from '../types.ts';

export const pages: SeedPage[] = [
  {
    slug: 'conditions-generales-de-vente',
    title: 'Conditions générales de vente',
    seoDescription:
      'Conditions générales de vente de Potimarron : abonnement sans engagement, commandes, prix, paiement, livraison, cartes cadeaux, réclamations et médiation.',
    content: `*Dernière mise à jour : 1er septembre 2026*

## Article 1 – Objet et champ d’application

Les présentes conditions générales de vente (ci-après les « CGV ») régissent les ventes de box de recettes, de produits alimentaires et de cartes cadeaux conclues à distance sur le site et l’application Potimarron (ci-après le « Site ») entre la société Potimarron SAS et toute personne physique majeure agissant à des fins non professionnelles (ci-après le « Client »).

Toute commande implique l’acceptation sans réserve des CGV en vigueur au jour de la commande. Le Client reconnaît en avoir pris connaissance avant de valider sa commande, en cochant la case prévue à cet effet. Les CGV sont accessibles à tout moment en bas de chaque page du Site et peuvent être téléchargées ou imprimées.

## Article 2 – Identification du vendeur

Le Site est exploité par :

- **Potimarron SAS**, société par actions simplifiée au capital de 50 000 € ;
- siège social : 12 rue des Petites-Écuries, 75010 Paris ;
- immatriculée au RCS de Paris sous le numéro 912 345 678 ;
- numéro de TVA intracommunautaire : FR74 912 345 678 ;
- téléphone : 01 84 80 12 34 (appel non surtaxé), du lundi au samedi, de 8 h à 20 h ;
- e-mail : bonjour@potimarron.fr.

## Article 3 – Définitions

- **Box** : colis contenant les ingrédients frais et dosés, ainsi que les fiches recettes, correspondant aux recettes choisies par le Client pour une semaine donnée.
- **Abonnement** : formule de livraison récurrente de Box, selon la fréquence, le nombre de recettes et le nombre de convives choisis par le Client.
- **Espace client** : espace personnel sécurisé du Client sur le Site, accessible avec ses identifiants.
- **Date limite de modification** : date et heure, indiquées dans l’Espace client pour chaque livraison, jusqu’auxquelles le Client peut modifier, reporter ou annuler sa Box.

## Article 4 – Création du compte

La commande nécessite la création d’un compte personnel. Le Client s’engage à fournir des informations exactes et à les tenir à jour, notamment son adresse de livraison, son numéro de téléphone et ses éventuelles instructions de livraison. Il est responsable de la confidentialité de ses identifiants. Toute utilisation de son compte est présumée faite par lui, sauf signalement d’une utilisation frauduleuse au service client.

## Article 5 – L’abonnement et sa flexibilité

### 5.1 Souscription

Le Client choisit, lors de sa première commande, le nombre de recettes par semaine, le nombre de convives et la fréquence de livraison. Chaque semaine, Potimarron propose 24 nouvelles recettes parmi lesquelles le Client sélectionne celles de sa prochaine Box. À défaut de choix avant la Date limite de modification, une sélection de recettes est préparée selon les préférences renseignées dans son Espace client.

### 5.2 Un abonnement sans engagement

L’Abonnement est conclu sans durée minimale et sans engagement. Le Client peut à tout moment, depuis son Espace client et sans frais :

- **mettre en pause** ses livraisons, pour une ou plusieurs semaines ;
- **modifier** sa formule : nombre de recettes, nombre de convives, jour de livraison ou adresse ;
- **annuler** son Abonnement.

Toute demande effectuée avant la Date limite de modification s’applique dès la livraison suivante. Une demande effectuée après cette date s’applique à la livraison d’après, la Box en cours étant déjà en préparation.

### 5.3 Suspension par Potimarron

Potimarron peut suspendre l’Abonnement en cas d’échec répété du paiement, de fourniture d’informations manifestement erronées ou d’utilisation frauduleuse du service, après en avoir informé le Client par e-mail.

## Article 6 – Commande et modification de la Box

Le Client compose sa Box dans son Espace client jusqu’à la Date limite de modification de chaque semaine. Jusqu’à cette date, il peut librement changer de recettes, ajouter des produits complémentaires, reporter la livraison ou sauter la semaine.

À la Date limite de modification, la commande de la semaine devient ferme et définitive : Potimarron commande les ingrédients correspondants auprès de ses fournisseurs et prépare la Box. Le Client reçoit alors un e-mail récapitulant le contenu de sa Box, le montant débité et le créneau de livraison.

Les recettes sont proposées dans la limite des stocks disponibles. En cas d’indisponibilité exceptionnelle d’un ingrédient après la validation de la commande, Potimarron peut le remplacer par un ingrédient de qualité et de valeur équivalentes, en informant le Client dans la fiche recette ou par e-mail.

## Article 7 – Prix

Les prix sont indiqués en euros, toutes taxes comprises (TTC), et tiennent compte de la TVA applicable au jour de la commande. Le prix par portion dépend de la formule choisie et des éventuelles recettes à supplément. Les frais de livraison éventuels sont indiqués avant la validation de la commande.

Potimarron peut modifier ses prix à tout moment. Toute modification du prix de l’Abonnement est notifiée au Client par e-mail au moins quinze jours avant son application. Le Client qui ne l’accepte pas peut annuler son Abonnement sans frais avant son entrée en vigueur.

## Article 8 – Paiement

Le paiement s’effectue par carte bancaire (CB, Visa, Mastercard) par l’intermédiaire de notre prestataire de paiement sécurisé **Adyen N.V.**, établissement de crédit agréé par la Banque centrale des Pays-Bas. Les données bancaires du Client sont transmises directement à Adyen sous forme chiffrée ; Potimarron n’y a jamais accès et ne les conserve pas. Le paiement peut faire l’objet d’une authentification forte (3-D Secure).

Pour l’Abonnement, le Client autorise Potimarron à débiter la carte enregistrée chaque semaine de livraison, à la Date limite de modification, du montant de la Box. En cas d’échec du paiement, Potimarron en informe le Client, qui peut mettre à jour ses moyens de paiement. À défaut de régularisation, la Box n’est pas expédiée.

## Article 9 – Livraison

Potimarron livre partout en France, à l’adresse indiquée par le Client, le jour et sur le créneau choisis. À Paris, les livraisons sont assurées à vélo cargo ; ailleurs, elles sont confiées à des transporteurs partenaires. Les zones, jours et créneaux disponibles sont détaillés sur la page [Livraison](/livraison).

Les Box sont conditionnées dans des emballages isothermes conçus pour préserver la chaîne du froid jusqu’à la fin du jour de livraison. Le Client s’engage à placer les produits frais au réfrigérateur dès réception. Il peut indiquer des instructions de livraison (code d’accès, gardien, lieu de dépôt) : une Box déposée conformément à ces instructions est réputée livrée.

En cas d’absence du Client sans instruction de dépôt, ou d’adresse erronée ou incomplète, Potimarron ne peut être tenue responsable de la détérioration des produits. En cas de retard significatif ou de non-livraison imputable à Potimarron ou à son transporteur, le Client est invité à contacter le service client, qui lui propose un remboursement ou un avoir.

## Article 10 – Droit de rétractation

Conformément à l’article L221-28, 4° du Code de la consommation, le droit de rétractation ne peut être exercé pour les contrats de fourniture de biens susceptibles de se détériorer ou de se périmer rapidement. Les Box et les produits alimentaires frais étant par nature périssables, **ils ne bénéficient pas du droit de rétractation**. Cette exclusion est compensée par la flexibilité de l’Abonnement, que le Client peut modifier ou annuler sans frais jusqu’à la Date limite de modification.

Les cartes cadeaux achetées sur le Site bénéficient en revanche d’un délai de rétractation de quatorze jours à compter de l’achat, tant qu’elles n’ont pas été utilisées. Le Client exerce ce droit par e-mail à bonjour@potimarron.fr ou au moyen du formulaire de rétractation disponible sur simple demande ; le remboursement intervient dans les quatorze jours, par le même moyen de paiement.

## Article 11 – Conformité et réclamations

Le Client vérifie le contenu de sa Box à réception. Tout ingrédient manquant, endommagé ou non conforme doit être signalé au service client **dans les 48 heures suivant la livraison**, depuis l’Espace client ou par e-mail, si possible accompagné d’une photo. Après vérification, Potimarron propose, au choix du Client lorsque cela est possible, un avoir, un remboursement de l’ingrédient ou de la recette concernés, ou un renvoi lors d’une prochaine livraison.

Ces dispositions ne privent pas le Client de la garantie légale de conformité prévue aux articles L217-3 et suivants du Code de la consommation, ni de la garantie des vices cachés prévue aux articles 1641 et suivants du Code civil.

## Article 12 – Informations sur les produits et allergènes

Chaque fiche recette indique la liste des ingrédients, les allergènes, les valeurs nutritionnelles et l’origine des principaux produits. Les Box sont préparées dans un atelier qui manipule les quatorze allergènes majeurs : des traces ne peuvent être exclues. Les photographies et illustrations sont non contractuelles. Les produits doivent être conservés et consommés selon les indications figurant sur leur emballage et sur les fiches recettes.

## Article 13 – Cartes cadeaux

Les cartes cadeaux, vendues sur la page [Offrir une carte cadeau](/offrir-une-carte-cadeau), sont valables **un an à compter de leur date d’achat**. Leur montant est utilisable en une seule fois, sur une commande de Box : la part qui dépasse le montant de cette commande n’est pas conservée. Elles ne sont ni remboursables, ni échangeables contre des espèces, sauf exercice du droit de rétractation prévu à l’article 10. Une carte non utilisée à sa date d’expiration est perdue. Potimarron ne saurait être tenue responsable de la perte ou du vol d’un code de carte cadeau communiqué par le Client à un tiers.

## Article 14 – Codes promotionnels

Les codes promotionnels sont soumis aux conditions indiquées lors de leur diffusion : montant ou pourcentage de réduction, durée de validité, commandes et Clients éligibles. Sauf mention contraire, un seul code est utilisable par commande, les codes ne sont pas cumulables entre eux et les offres de bienvenue sont réservées aux nouveaux Clients, à raison d’une par foyer et par adresse de livraison. Un code n’a aucune valeur monétaire et ne peut donner lieu à remboursement. Potimarron peut annuler les avantages obtenus en cas d’utilisation frauduleuse ou contraire à ces conditions.

## Article 15 – Responsabilité

Potimarron est responsable de la bonne exécution des obligations résultant du contrat. Sa responsabilité ne peut être engagée en cas de mauvaise conservation des produits après livraison, de non-respect des instructions des fiches recettes, de fait d’un tiers ou de force majeure au sens de l’article 1218 du Code civil.

## Article 16 – Données personnelles

Les données collectées lors de la commande sont traitées conformément au règlement général sur la protection des données. Le détail des traitements et des droits du Client figure dans la [Politique de confidentialité](/politique-de-confidentialite).

## Article 17 – Propriété intellectuelle

Les recettes, textes, photographies, illustrations, marques et logos présents sur le Site et dans les Box sont la propriété de Potimarron ou de ses partenaires. Toute reproduction à des fins autres que strictement privées est interdite sans autorisation préalable.

## Article 18 – Service client

Le service client est joignable du lundi au samedi, de 8 h à 20 h, au 01 84 80 12 34, ou par e-mail à bonjour@potimarron.fr. Les réponses aux questions les plus fréquentes figurent dans la [FAQ](/faq). Toute réclamation écrite peut également être adressée par courrier au siège social.

## Article 19 – Médiation de la consommation

Conformément aux articles L611-1 et suivants du Code de la consommation, en cas de litige non résolu après une réclamation écrite préalable auprès du service client, le Client peut recourir gratuitement au médiateur de la consommation dont relève Potimarron :

**CM2C – Centre de la médiation de la consommation de conciliateurs de justice**, 49 rue de Ponthieu, 75008 Paris, www.cm2c.net.

Le médiateur doit être saisi dans un délai d’un an à compter de la réclamation écrite adressée à Potimarron. Le recours à la médiation est facultatif : le Client reste libre de saisir la juridiction compétente.

## Article 20 – Droit applicable et juridiction

Les présentes CGV sont soumises au droit français. À défaut de résolution amiable, tout litige relève des juridictions françaises compétentes dans les conditions de droit commun. Le Client consommateur peut saisir, à son choix, la juridiction du lieu où il demeurait au moment de la conclusion du contrat ou de la survenance du fait dommageable.

## Article 21 – Modification des CGV

Potimarron peut modifier les présentes CGV. Les CGV applicables sont celles en vigueur à la date de la commande. Les Clients abonnés sont informés par e-mail de toute modification substantielle au moins quinze jours avant son entrée en vigueur et peuvent, s’ils la refusent, annuler leur Abonnement sans frais.`,
  },
  {
    slug: 'mentions-legales',
    title: 'Mentions légales',
    seoDescription:
      'Mentions légales du site Potimarron : éditeur, directrice de la publication, hébergeur, propriété intellectuelle, crédits et coordonnées de contact.',
    content: `Conformément aux dispositions de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique, voici les informations relatives à l’éditeur et à l’hébergeur du site Potimarron.

## Éditeur du site

**Potimarron SAS**, société par actions simplifiée au capital de 50 000 €

- Siège social : 12 rue des Petites-Écuries, 75010 Paris
- RCS Paris 912 345 678
- TVA intracommunautaire : FR74 912 345 678
- Téléphone : 01 84 80 12 34, du lundi au samedi, de 8 h à 20 h
- E-mail : bonjour@potimarron.fr

**Directrice de la publication** : Claire Dumas, présidente de Potimarron SAS.

## Hébergement

Le site et ses données sont hébergés en France par :

**Scaleway SAS**, 8 rue de la Ville-l’Évêque, 75008 Paris, www.scaleway.com.

## Propriété intellectuelle

L’ensemble des éléments du site, notamment les textes, recettes, photographies, vidéos, marques, logos et la structure générale, est la propriété exclusive de Potimarron SAS ou fait l’objet d’une autorisation d’utilisation. Toute reproduction, représentation, adaptation ou exploitation, totale ou partielle, sans autorisation écrite préalable, est interdite et constitue une contrefaçon sanctionnée par les articles L335-2 et suivants du Code de la propriété intellectuelle.

Les fiches recettes peuvent être imprimées pour un usage strictement personnel et familial.

## Crédits

- Illustrations : Fluent Emoji, © Microsoft Corporation, publiées sous licence MIT.
- Photographies : équipe Potimarron, sauf mention contraire.
- Conception et développement : équipe technique Potimarron.

Thermomix® est une marque déposée de Vorwerk. Les autres marques citées appartiennent à leurs titulaires respectifs.

## Responsabilité

Potimarron s’efforce d’assurer l’exactitude et la mise à jour des informations publiées sur le site, notamment des informations nutritionnelles et des allergènes. Elle ne peut toutefois garantir l’absence d’erreur ou d’omission et invite les utilisateurs à se reporter aux fiches recettes et aux étiquettes des produits livrés. Les liens vers des sites tiers sont fournis à titre d’information : Potimarron n’exerce aucun contrôle sur leur contenu.

## Données personnelles et cookies

Les traitements de données personnelles réalisés par Potimarron sont décrits dans notre [politique de confidentialité](/politique-de-confidentialite). L’utilisation des cookies et la manière de modifier vos choix sont détaillées sur la page [cookies](/cookies).

## Conditions de vente

Les ventes réalisées sur le site sont régies par nos [conditions générales de vente](/conditions-generales-de-vente).

## Nous contacter

Pour toute question relative au site, écrivez-nous à bonjour@potimarron.fr ou par courrier à Potimarron SAS, 12 rue des Petites-Écuries, 75010 Paris.`,
  },
  {
    slug: 'politique-de-confidentialite',
    title: 'Politique de confidentialité',
    seoDescription:
      'Comment Potimarron collecte et protège vos données personnelles : finalités, bases légales, durées de conservation, destinataires et exercice de vos droits.',
    content: `*Dernière mise à jour : 1er septembre 2026*

Chez Potimarron, nous cuisinons avec des produits que nous connaissons et nous traitons vos données avec le même soin. Cette politique explique quelles données nous collectons, pourquoi, combien de temps nous les gardons et comment exercer vos droits, conformément au règlement (UE) 2016/679 du 27 avril 2016 (RGPD) et à la loi n° 78-17 du 6 janvier 1978 dite « Informatique et Libertés ».

## Responsable du traitement

Le responsable du traitement est **Potimarron SAS**, 12 rue des Petites-Écuries, 75010 Paris, RCS Paris 912 345 678.

Nous avons désigné un **délégué à la protection des données** (DPO), que vous pouvez contacter :

- par e-mail : dpo@potimarron.fr ;
- par courrier : Potimarron SAS, à l’attention du délégué à la protection des données, 12 rue des Petites-Écuries, 75010 Paris.

## Les données que nous collectons

- **Identité et contact** : nom, prénom, adresse e-mail, numéro de téléphone.
- **Livraison** : adresse, code d’accès, instructions de dépôt, créneaux choisis.
- **Commandes et abonnement** : formule, recettes choisies, historique des Box, avoirs, cartes cadeaux et codes promotionnels utilisés.
- **Paiement** : un identifiant de carte (jeton) fourni par notre prestataire Adyen, le type de carte, les quatre derniers chiffres et la date d’expiration. Nous ne voyons et ne conservons jamais le numéro complet de votre carte.
- **Préférences culinaires** : régime, ingrédients à éviter, nombre de convives.
- **Allergies et intolérances**, si vous choisissez de les renseigner. Ces informations pouvant révéler des données de santé, elles ne sont traitées qu’avec votre consentement explicite, que vous pouvez retirer à tout moment.
- **Échanges avec le service client** : e-mails, messages, notes d’appel.
- **Données de navigation**, selon vos choix en matière de cookies.

## Pourquoi nous les utilisons, et sur quelle base

| Finalité | Base légale |
| --- | --- |
| Créer et gérer votre compte, votre abonnement et vos commandes | Exécution du contrat |
| Encaisser les paiements et prévenir la fraude | Exécution du contrat et intérêt légitime |
| Préparer et livrer vos Box | Exécution du contrat |
| Répondre à vos demandes et réclamations | Exécution du contrat et intérêt légitime |
| Tenir compte de vos allergies dans les suggestions de recettes | Consentement explicite |
| Vous envoyer des recommandations et offres sur nos produits, si vous êtes client | Intérêt légitime, avec possibilité de refus à tout moment |
| Envoyer notre newsletter aux non-clients et proposer des offres de partenaires | Consentement |
| Mesurer l’audience, tester de nouvelles versions du site, afficher des publicités | Consentement (voir la page [cookies](/cookies)) |
| Publier vos avis clients | Consentement |
| Respecter nos obligations comptables et fiscales | Obligation légale |

## Combien de temps nous les conservons

- **Compte et abonnement** : pendant toute la durée de la relation, puis trois ans à compter de votre dernière commande ou de votre dernier contact, à des fins de prospection, avant suppression ou anonymisation.
- **Factures et pièces comptables** : dix ans, conformément à l’article L123-22 du Code de commerce.
- **Données de paiement** : le jeton de carte est conservé tant que votre abonnement est actif ; les données nécessaires à la gestion d’une contestation de paiement sont conservées par Adyen pendant les durées légales.
- **Échanges avec le service client** : trois ans après la clôture de la demande.
- **Allergies** : jusqu’au retrait de votre consentement ou à la suppression de votre compte.
- **Cookies et traceurs** : treize mois maximum ; votre choix de consentement est conservé pendant la même durée.
- **Justificatifs d’identité** fournis pour exercer un droit : un an.

## Qui peut y accéder

Vos données sont accessibles aux seules équipes de Potimarron qui en ont besoin (service client, logistique, comptabilité, équipe technique), ainsi qu’à nos sous-traitants, dans la stricte limite de leur mission :

- **Scaleway**, notre hébergeur, en France ;
- **Adyen**, notre prestataire de paiement ;
- nos **coursiers à vélo cargo** et nos **transporteurs**, pour la livraison ;
- nos outils d’envoi d’e-mails et de relation client.

Chaque sous-traitant est lié par un contrat conforme à l’article 28 du RGPD. **Nous ne vendons jamais vos données.** Nous les hébergeons dans l’Union européenne ; si un prestataire devait y accéder depuis un pays tiers, ce transfert serait encadré par les clauses contractuelles types de la Commission européenne.

## Comment nous les protégeons

Chiffrement des communications, mots de passe hachés, accès restreints et journalisés, sauvegardes régulières, sensibilisation des équipes : nous mettons en œuvre des mesures techniques et organisationnelles adaptées aux risques. En cas de violation de données présentant un risque pour vos droits, nous en informerions la CNIL et, le cas échéant, les personnes concernées.

## Vos droits

Vous disposez des droits suivants sur vos données :

- droit d’**accès** et de **rectification** ;
- droit à l’**effacement** ;
- droit à la **limitation** du traitement ;
- droit d’**opposition**, notamment à la prospection, à tout moment et sans justification ;
- droit à la **portabilité** des données que vous nous avez fournies ;
- droit de **retirer votre consentement** à tout moment ;
- droit de définir des **directives** relatives au sort de vos données après votre décès.

Pour les exercer, écrivez à dpo@potimarron.fr ou par courrier à l’adresse ci-dessus. Nous pourrons vous demander un justificatif d’identité en cas de doute raisonnable. Nous répondons dans un délai d’un mois, prolongeable de deux mois pour les demandes complexes. Vous pouvez aussi vous désinscrire de nos e-mails en un clic, grâce au lien présent dans chacun d’eux, et vous inscrire gratuitement sur la liste d’opposition au démarchage téléphonique Bloctel.

## Réclamation auprès de la CNIL

Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la **Commission nationale de l’informatique et des libertés** (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur www.cnil.fr.

## Mineurs

Nos services sont réservés aux personnes majeures. Nous ne collectons pas sciemment de données concernant des mineurs.

## Évolution de cette politique

Nous pouvons mettre à jour cette politique pour tenir compte de l’évolution de nos services ou de la réglementation. En cas de changement important, nous vous en informerons par e-mail ou par un message sur le site.`,
  },
  {
    slug: 'cookies',
    title: 'Politique de cookies',
    seoDescription:
      'Quels cookies Potimarron utilise, pourquoi, pour combien de temps, et comment accepter, refuser ou modifier vos choix à tout moment depuis notre site.',
    content: `Lors de votre visite sur le site Potimarron, des cookies et autres traceurs peuvent être déposés sur votre appareil. Cette page vous explique à quoi ils servent et comment garder la main sur vos choix.

## Qu’est-ce qu’un cookie ?

Un cookie est un petit fichier texte enregistré par votre navigateur lorsque vous consultez un site. Il permet de reconnaître votre appareil, de mémoriser certaines informations, comme le contenu de votre panier, ou de mesurer la façon dont le site est utilisé. Le terme « traceur » désigne plus largement toutes les technologies similaires, comme le stockage local du navigateur ou les pixels invisibles.

## Les catégories de cookies que nous utilisons

### Cookies strictement nécessaires

Ils sont indispensables au fonctionnement du site : maintien de votre session connectée, panier, sécurité des formulaires et des paiements, équilibrage de charge, mémorisation de vos choix en matière de cookies. Conformément à la réglementation, ils ne nécessitent pas votre consentement et ne peuvent pas être désactivés depuis notre bandeau. Vous pouvez les bloquer dans votre navigateur, mais certaines fonctionnalités, comme la commande, ne fonctionneront plus.

### Cookies de mesure d’audience

Ils nous permettent de connaître le nombre de visites, les pages consultées et les parcours de navigation, afin d’améliorer le site. Les données sont agrégées et ne servent pas à vous identifier. Ils ne sont déposés qu’avec votre accord.

### Cookies de tests A/B

Lorsque nous testons une nouvelle version d’une page, par exemple une autre présentation du menu de la semaine, ces cookies vous attribuent une version et mémorisent laquelle vous avez vue, pour que votre expérience reste cohérente et que nous puissions comparer les résultats. Ils ne sont déposés qu’avec votre accord.

### Cookies publicitaires

Déposés par nous ou par nos partenaires publicitaires (réseaux sociaux, régies), ils permettent de mesurer l’efficacité de nos campagnes et de vous proposer, sur d’autres sites, des publicités adaptées à vos centres d’intérêt. Ils ne sont déposés qu’avec votre accord.

## Durées de conservation

| Catégorie | Consentement requis | Durée maximale |
| --- | --- | --- |
| Strictement nécessaires | Non | Durée de la session à 13 mois |
| Mesure d’audience | Oui | 13 mois |
| Tests A/B | Oui | 13 mois |
| Publicitaires | Oui | 13 mois |

Aucun cookie n’est conservé plus de **13 mois**. Votre choix, qu’il s’agisse d’une acceptation ou d’un refus, est lui aussi conservé au maximum 13 mois ; nous vous interrogeons de nouveau à l’issue de cette période.

## Le bandeau de consentement

Lors de votre première visite, un bandeau vous propose trois options, présentées de la même manière :

- **Tout accepter** ;
- **Tout refuser** : seuls les cookies strictement nécessaires sont alors utilisés ;
- **Personnaliser** : vous choisissez catégorie par catégorie.

Tant que vous n’avez pas fait de choix, aucun cookie soumis à consentement n’est déposé. Fermer le bandeau sans choisir équivaut à un refus. Refuser les cookies n’a aucune conséquence sur votre accès au site, au menu ou à la commande.

## Modifier votre choix à tout moment

Vous pouvez changer d’avis aussi facilement que vous avez donné votre accord :

1. cliquez sur le lien **« Gérer mes cookies »**, présent en bas de chaque page du site ;
2. activez ou désactivez les catégories de votre choix ;
3. enregistrez : votre nouveau choix s’applique immédiatement.

Vous pouvez aussi paramétrer votre navigateur pour bloquer ou supprimer les cookies. Chaque navigateur propose cette option dans ses réglages de confidentialité : Chrome, Firefox, Safari et Edge détaillent la marche à suivre dans leur aide en ligne.

## En savoir plus

Les données collectées par l’intermédiaire des cookies sont traitées conformément à notre [politique de confidentialité](/politique-de-confidentialite). Pour toute question, contactez notre délégué à la protection des données à dpo@potimarron.fr.`,
  },
  {
    slug: 'a-propos',
    title: 'À propos de Potimarron',
    seoDescription:
      'L’histoire de Potimarron, box de recettes de saison bio et françaises née à Paris : notre équipe, nos valeurs et notre façon de cuisiner au quotidien.',
    content: `## Une histoire de dîners du mardi soir

Tout a commencé par une question que nous nous posions chaque soir en rentrant du travail : « Qu’est-ce qu’on mange ? » Claire Dumas, ingénieure agronome, connaissait les producteurs mais n’avait jamais le temps de faire le marché. Antoine Roche, chef passé par plusieurs brasseries parisiennes, savait cuisiner, mais voyait chaque semaine ses amis céder aux plats tout prêts.

En 2022, dans un petit bureau de la rue des Petites-Écuries, à Paris, ils ont fondé Potimarron avec une idée simple : livrer chaque semaine des ingrédients frais, de saison, dosés au gramme près, accompagnés de recettes claires qui se préparent en 30 minutes ou moins. De quoi cuisiner vraiment, sans la charge mentale des courses et des menus.

## Pourquoi « Potimarron » ?

Parce que ce petit potiron orangé résume ce que nous aimons. Il est de saison, il pousse très bien en France, il a un vrai goût, de châtaigne, et sa peau se mange : rien ne se perd. C’est un légume modeste, généreux, qui se prête à mille recettes. Nous avons voulu une marque qui lui ressemble.

## Ce que nous faisons

Chaque semaine, notre équipe de chefs imagine **24 nouvelles recettes**, toutes prêtes en 30 minutes ou moins, et même en 20 minutes pour notre gamme rapide. Vous choisissez celles qui vous font envie dans le [menu de la semaine](/menu), et nous vous livrons les ingrédients partout en France, à vélo cargo dans Paris.

Parmi ces recettes, 9 sont bio et 6 sont certifiées Thermomix. Nos ingrédients sont français à 90 %, et la moitié des recettes de notre catalogue sont certifiées bio.

## Nos valeurs

- **La saison avant tout** : nos menus suivent le calendrier des récoltes. Pas de tomates en janvier, mais des courges, des choux et des agrumes cuisinés avec envie.
- **Des produits dont on connaît l’origine** : nous travaillons directement avec des maraîchers, éleveurs, pêcheurs et artisans, dont vous pouvez découvrir les portraits sur notre [blog](/blog/page/1).
- **La simplicité** : des recettes claires, des étapes bien expliquées, des ingrédients qui arrivent prêts à cuisiner. Cuisiner doit rester un plaisir.
- **La liberté** : un abonnement sans engagement, que vous pouvez mettre en pause, modifier ou annuler à tout moment.
- **Le moins de gaspillage possible** : des quantités justes, des commandes passées à nos producteurs au plus près de la demande, des recettes qui valorisent les produits entiers.
- **La transparence** : l’origine, les allergènes et les valeurs nutritionnelles de chaque recette sont indiqués clairement.

## L’équipe

Potimarron, c’est une équipe de passionnés réunis à Paris : des chefs qui testent et retestent chaque recette, une diététicienne qui veille à l’équilibre des menus, des acheteurs qui sillonnent les fermes, des préparateurs, des coursiers à vélo, et un service client joignable du lundi au samedi, de 8 h à 20 h. Envie de nous rejoindre ? Écrivez-nous à bonjour@potimarron.fr.

## Et vous ?

Ce sont nos clients qui parlent le mieux de Potimarron : lisez leurs [avis](/avis-clients), puis découvrez [comment ça marche](/comment-ca-marche). Nous serons ravis de cuisiner avec vous.`,
  },
  {
    slug: 'pour-une-alimentation-bio-saine',
    title: 'Pour une alimentation bio et saine',
    seoDescription:
      'Labels AB et Eurofeuille, saisonnalité, équilibre alimentaire : tout comprendre sur le bio et sur l’engagement de Potimarron en faveur d’une cuisine saine.',
    content: `Manger bio, manger sain : les deux expressions vont souvent ensemble, mais elles ne disent pas tout à fait la même chose. Le bio décrit une façon de produire, respectueuse des sols, de la biodiversité et des animaux. Une alimentation saine, elle, dépend de l’équilibre de ce que l’on met dans son assiette. Chez Potimarron, nous croyons qu’il faut les deux, et nous avons construit nos menus en conséquence.

## Ce que signifie vraiment « bio »

L’agriculture biologique est un mode de production encadré par un règlement européen, le règlement (UE) 2018/848, applicable depuis le 1er janvier 2022. Ses grands principes :

- **pas de pesticides ni d’engrais chimiques de synthèse** : les agriculteurs s’appuient sur la rotation des cultures, les engrais verts, le compost et la lutte biologique ;
- **pas d’OGM**, ni dans les cultures ni dans l’alimentation des animaux ;
- **le bien-être animal** : accès au plein air, alimentation bio, densités limitées, traitements antibiotiques strictement encadrés ;
- **des additifs très limités** dans les produits transformés : seule une courte liste est autorisée.

Une exploitation qui passe au bio doit respecter ces règles pendant une période de conversion, de deux ans pour les cultures annuelles et de trois ans pour les cultures pérennes, avant de pouvoir vendre ses produits sous le label.

## Lire les logos : AB et Eurofeuille

### L’Eurofeuille, obligatoire

La feuille formée d’étoiles blanches sur fond vert est le logo bio officiel de l’Union européenne. Elle est obligatoire sur tous les produits bio préemballés produits dans l’Union. Elle garantit que :

- au moins **95 % des ingrédients d’origine agricole** sont bio, les 5 % restants étant strictement encadrés ;
- le produit ne contient pas d’OGM, la présence fortuite étant tolérée sous le seuil de 0,9 % ;
- le producteur, le transformateur et le distributeur sont contrôlés au moins une fois par an par un organisme certificateur agréé.

Sous le logo figurent le code de l’organisme certificateur, par exemple FR-BIO-01, et l’origine des matières premières : « Agriculture UE », « Agriculture non UE » ou « Agriculture UE/non UE ».

### Le logo AB, le repère français

Le logo AB appartient au ministère de l’Agriculture. Facultatif, il s’appuie sur les mêmes règles que l’Eurofeuille. Il n’offre donc pas de garantie supplémentaire, mais il reste le repère le plus connu des consommateurs français. Sur nos fiches recettes, les ingrédients bio sont signalés clairement.

## Bio ne veut pas dire équilibré

Un gâteau bio reste un gâteau, et une pizza bio reste une pizza. Le label garantit la façon dont les ingrédients ont été produits, pas la composition nutritionnelle du plat. C’est pourquoi nous accordons autant d’importance à l’équilibre de nos recettes qu’à l’origine de nos ingrédients. Les repères du Programme national nutrition santé nous servent de boussole :

- **au moins cinq portions de fruits et légumes par jour** ;
- **des légumineuses au moins deux fois par semaine** : lentilles, pois chiches, haricots ;
- **des féculents complets** au quotidien : pain complet, riz complet, pâtes complètes ;
- **une petite poignée de fruits à coque** par jour, sans sel ajouté ;
- **du poisson deux fois par semaine**, dont un poisson gras ;
- **pas plus de 500 g de viande rouge** par semaine, et **pas plus de 150 g de charcuterie** ;
- **moins de sel, de sucre et de produits ultra-transformés**.

Chaque recette Potimarron est relue par notre diététicienne, et ses valeurs nutritionnelles sont affichées. Vous cherchez des plats particulièrement légers et riches en légumes ? Notre sélection de [recettes healthy](/recettes/healthy/page/1) les rassemble.

## La saison, premier ingrédient d’une cuisine saine

Un légume de saison a poussé dans des conditions naturelles, au bon moment, sans serre chauffée. Cueilli à maturité, il a plus de goût et n’a pas besoin d’être masqué par des sauces riches ou trop salées. Il a aussi voyagé moins longtemps quand il vient de France. Manger de saison, c’est donc bon pour le plaisir, pour la planète et pour l’équilibre.

C’est pourquoi nos 24 recettes hebdomadaires suivent le calendrier des récoltes, avec 90 % d’ingrédients français. En hiver, place aux choux, aux poireaux, aux courges et aux agrumes ; au printemps, aux asperges, aux petits pois et aux radis ; en été, aux tomates et aux courgettes ; en automne, aux champignons et aux pommes.

## Notre engagement bio, en chiffres

- **50 % de recettes certifiées bio** : la moitié des recettes de notre catalogue sont certifiées bio.
- **9 recettes bio** dans chaque menu de la semaine.
- **90 % d’ingrédients français**, toutes recettes confondues.

Une recette est dite bio lorsque au moins 95 % de ses ingrédients d’origine agricole, hors produits du placard comme le sel, le poivre ou l’huile, sont issus de l’agriculture biologique certifiée, conformément à la règle européenne. Nos fournisseurs bio nous transmettent chaque année leur certificat, que nous vérifions.

Pourquoi pas 100 % ? Parce que nous refusons de choisir entre bio et local. Lorsqu’un producteur français travaille en conversion ou selon des pratiques très proches du bio sans être certifié, nous préférons parfois son produit à un produit bio venu de loin. Et certains ingrédients, comme certains poissons sauvages, ne peuvent tout simplement pas être certifiés.

## Par où commencer ?

Si vous souhaitez augmenter la part du bio dans votre alimentation sans faire exploser votre budget, commencez par les produits où il fait le plus de différence :

1. **les fruits et légumes que l’on mange avec la peau** : pommes, poires, raisins, fraises, salades, carottes ;
2. **les céréales et les légumineuses**, consommées souvent et en quantité ;
3. **les œufs, le lait et les produits laitiers** ;
4. **les agrumes dont on utilise le zeste**.

Pour aller plus loin, découvrez toutes nos recettes et nos producteurs sur notre page [bio](/bio), et consultez les valeurs nutritionnelles de nos plats sur notre page [nutrition](/nutrition).`,
  },
  {
    slug: 'engagements-rse',
    title: 'Notre démarche RSE',
    seoDescription:
      'Approvisionnement français et de saison, bio, lutte contre le gaspillage, livraison à vélo cargo, conditions de travail : les engagements RSE de Potimarron.',
    content: `Nourrir chaque semaine des foyers partout en France n’est pas neutre. Chacune de nos décisions, du choix d’un producteur à celui d’un emballage, a des conséquences sur l’environnement, sur les personnes qui travaillent avec nous et sur la santé de nos clients. Voici nos engagements, ce que nous avons déjà mis en place et ce sur quoi nous travaillons encore.

## 1. Un approvisionnement français, de saison et bio

- **90 % d’ingrédients français** : nous achetons en France chaque fois que le produit existe, et nous réservons les importations à ce qui ne pousse pas chez nous, comme les agrumes de certaines saisons, le riz ou les épices.
- **Des menus de saison** : nos 24 recettes hebdomadaires suivent le calendrier des récoltes, sans légumes d’été cultivés sous serre chauffée en plein hiver.
- **Le bio** : la moitié des recettes de notre catalogue sont certifiées bio, et 9 recettes bio figurent au menu chaque semaine.
- **Des relations directes et durables** : nous travaillons autant que possible en direct avec les producteurs, et nous partageons nos prévisions plusieurs semaines à l’avance pour leur donner de la visibilité.

## 2. La lutte contre le gaspillage alimentaire

Le gaspillage est l’une des premières raisons d’être de Potimarron.

- **Des quantités justes** : chaque ingrédient est dosé pour la recette et le nombre de convives.
- **Des achats à la commande** : nos clients choisissent leurs recettes avant la date limite de modification, et nous commandons à nos producteurs ce qui sera effectivement cuisiné.
- **Des produits entiers** : nos chefs conçoivent des recettes qui valorisent les légumes « moches » et les parties souvent jetées, comme les fanes ou les tiges.
- **Des surplus redistribués** : les ingrédients non utilisés en fin de semaine sont donnés à des associations d’aide alimentaire partenaires.
- **Des conseils** : notre [blog](/blog/page/1) partage chaque mois des astuces pour moins jeter à la maison.

## 3. Une logistique plus sobre

- **À Paris, la livraison se fait à vélo cargo**, sans moteur thermique, par des coursiers salariés.
- **Partout ailleurs en France**, nous regroupons les livraisons par zone et par jour pour optimiser les tournées de nos transporteurs partenaires.
- **Des emballages repensés** : nous réduisons le suremballage, privilégions les matériaux recyclables et testons des solutions d’emballages isothermes consignés. C’est un chantier que nous menons avec humilité : nous savons qu’il reste beaucoup à faire.

## 4. La santé de nos clients

- Des recettes équilibrées, relues par notre diététicienne, inspirées des repères du Programme national nutrition santé.
- Des informations claires sur les allergènes, les valeurs nutritionnelles et l’origine des ingrédients.
- Une large offre végétarienne pour manger moins de viande, mais de meilleure qualité.

Pour en savoir plus, consultez notre page [nutrition](/nutrition).

## 5. Nos équipes

- Des contrats stables, y compris pour nos coursiers et nos préparateurs.
- Des formations régulières à l’hygiène, à la sécurité et à la cuisine.
- Une attention particulière à l’ergonomie dans notre atelier de préparation.
- Une politique de recrutement ouverte, attentive à la diversité des parcours.

## Rendre des comptes

Nous publions chaque année un bilan de nos engagements, avec nos progrès et les points sur lesquels nous devons encore avancer. Une question, une suggestion, une critique ? Écrivez-nous à bonjour@potimarron.fr : nous lisons tous les messages.`,
  },
  {
    slug: 'presse',
    title: 'Espace presse',
    seoDescription:
      'Espace presse de Potimarron : contact presse, chiffres clés, portraits des fondateurs, communiqués et ressources pour les journalistes et les créateurs.',
    content: `Vous êtes journaliste, blogueur ou créateur de contenu et vous souhaitez parler de Potimarron ? Vous trouverez ici les informations essentielles sur notre entreprise. Notre équipe reste disponible pour toute demande d’interview, de visuels ou de test de nos box.

## Contact presse

- E-mail : presse@potimarron.fr
- Téléphone : 01 84 80 12 34, du lundi au samedi, de 8 h à 20 h (demandez le service presse)
- Adresse : Potimarron SAS, 12 rue des Petites-Écuries, 75010 Paris

Nous nous efforçons de répondre à toutes les demandes sous 48 heures ouvrées.

## Potimarron en bref

Fondée en 2022 à Paris, Potimarron est une box de recettes sur abonnement qui livre chaque semaine des ingrédients frais, de saison et dosés, accompagnés de recettes simples à réaliser chez soi.

## Chiffres clés

- **24 nouvelles recettes** chaque semaine.
- **30 minutes ou moins** pour préparer chaque recette, **20 minutes** pour la gamme rapide.
- **6 recettes certifiées Thermomix®** par semaine.
- **9 recettes bio** au menu chaque semaine et **50 % de recettes certifiées bio** dans notre catalogue.
- **90 % d’ingrédients français**.
- **Un abonnement sans engagement** : pause, modification ou annulation à tout moment.
- **Une livraison partout en France**, à vélo cargo dans Paris.

## Les fondateurs

**Claire Dumas, présidente et cofondatrice.** Ingénieure agronome de formation, Claire a travaillé plusieurs années aux côtés de coopératives agricoles avant de fonder Potimarron. Elle pilote la stratégie, les achats et les relations avec nos producteurs.

**Antoine Roche, directeur général et cofondateur.** Chef de formation, passé par plusieurs brasseries parisiennes, Antoine a imaginé les premières recettes de Potimarron dans sa cuisine. Il dirige aujourd’hui les opérations, de l’atelier de préparation à la livraison.

## Nos derniers communiqués

- **Septembre 2026** – Potimarron publie son deuxième bilan d’engagements.
- **Octobre 2025** – Potimarron publie son premier bilan d’engagements.
- **Juin 2025** – La livraison à vélo cargo s’étend à tout Paris.
- **Mars 2025** – Six recettes certifiées Thermomix® au menu chaque semaine.
- **Février 2025** – Potimarron participe pour la première fois au Salon international de l’agriculture.

Les communiqués complets sont disponibles sur simple demande.

## Kit presse

Notre kit presse comprend le logo en haute définition, des photos de recettes et de nos producteurs, ainsi que les portraits des fondateurs. Il vous est envoyé sur demande à presse@potimarron.fr. Merci de mentionner « © Potimarron » pour toute utilisation de nos visuels.

## Découvrir nos box

Pour tester nos recettes dans le cadre d’un article, contactez-nous : nous vous ferons livrer une box. En attendant, vous pouvez parcourir le [menu de la semaine](/menu) et les [avis de nos clients](/avis-clients).`,
  },
  {
    slug: 'recrutement',
    title: 'Rejoindre l’équipe',
    seoDescription:
      'Rejoignez Potimarron : nos valeurs, nos métiers en cuisine, logistique, service client et tech, notre processus de recrutement et nos offres d’emploi.',
    content: `Chez Potimarron, nous voulons changer la façon dont on dîne en semaine : plus de saison, plus de fait maison, moins de gaspillage. Pour y parvenir, nous avons besoin de personnes curieuses, engagées et qui aiment bien manger. Peut-être vous ?

## Pourquoi nous rejoindre

- **Un projet qui a du sens** : chaque jour, votre travail aide des foyers à mieux manger et soutient des producteurs français.
- **Une équipe à taille humaine**, où chacun peut proposer des idées et voir leur impact rapidement.
- **Une culture du goût** : dégustation des nouvelles recettes chaque semaine, déjeuners partagés, visites de fermes partenaires.
- **De l’autonomie et de la confiance**, avec des responsabilités réelles dès votre arrivée.

## Nos métiers

- **Cuisine et recettes** : chefs, développement de recettes, nutrition, photographie culinaire.
- **Achats et qualité** : sélection des producteurs, contrôle qualité, sécurité alimentaire.
- **Opérations** : préparation des box dans notre atelier, logistique, livraison à vélo cargo dans Paris.
- **Service client** : conseil et accompagnement de nos abonnés, du lundi au samedi, de 8 h à 20 h.
- **Tech et produit** : développement du site et de l’application, données, design.
- **Marketing et communication** : contenus, réseaux sociaux, partenariats.

## Nos avantages

- une mutuelle prise en charge à 70 % par l’entreprise ;
- une carte déjeuner ;
- le remboursement de 50 % de l’abonnement de transports en commun et un forfait mobilités durables pour les cyclistes ;
- une box Potimarron offerte chaque semaine ;
- des formations tout au long de l’année ;
- jusqu’à deux jours de télétravail par semaine pour les postes qui le permettent.

## Les postes ouverts

- **Chef ou cheffe de développement recettes** – CDI, Paris 10e.
- **Acheteur ou acheteuse fruits et légumes** – CDI, Paris 10e.
- **Conseiller ou conseillère service client** – CDI, Paris 10e, horaires du lundi au samedi sur planning.
- **Coursier ou coursière à vélo cargo** – CDI, Paris.
- **Développeur ou développeuse full-stack TypeScript** – CDI, Paris 10e, télétravail partiel.

Vous ne trouvez pas le poste qui vous correspond ? Envoyez-nous une candidature spontanée : nous les lisons toutes.

## Notre processus de recrutement

1. **Candidature** : envoyez votre CV et quelques lignes sur votre motivation à recrutement@potimarron.fr, en précisant le poste visé.
2. **Premier échange** : un appel de trente minutes avec notre équipe recrutement, sous dix jours ouvrés.
3. **Entretien métier** : avec votre futur responsable, parfois accompagné d’un cas pratique ou d’une dégustation pour les postes en cuisine.
4. **Rencontre avec l’équipe** et réponse définitive, dans un délai de trois semaines en moyenne.

Nous répondons à toutes les candidatures, même lorsque la réponse est négative.

## Diversité et inclusion

Potimarron s’engage à recruter sans discrimination, sur la seule base des compétences et de la motivation. Tous nos postes sont ouverts aux personnes en situation de handicap : n’hésitez pas à nous indiquer les aménagements dont vous auriez besoin lors du processus.

Les données transmises dans le cadre de votre candidature sont traitées conformément à notre [politique de confidentialité](/politique-de-confidentialite) et conservées deux ans au maximum, sauf opposition de votre part.

Pour mieux nous connaître, découvrez notre histoire et nos valeurs sur le [blog](/blog/page/1).`,
  },
];
